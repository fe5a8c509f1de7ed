#!/usr/bin/env bash
# Reproduces apps/server/models/leaf-disease.onnx from ../shared/datasets/plant-leaves (npm run ml:train):
# fine-tunes torchvision's MobileNetV2 from ImageNet weights (../shared/pretrained) for 2 epochs with field-style
# augmentation (random crops at 112 px, evaluated and served at 128 px; the stem and first three blocks stay at their
# ImageNet weights), then exports the moving average of the weights to ONNX and measures it on the validation split.
# About 1.5 h on 2 shared CPU cores, under an hour on 2 free ones; minutes on a GPU (used when there is one).
set -euo pipefail
cd "$(dirname "$0")"
DATA=../../shared/datasets/plant-leaves/train
WORK="${WORK_DIR:-/tmp/farmsight-leaf-train}"
PY=/usr/bin/python3
$PY train.py --data "$DATA" --pretrained ../../shared/pretrained/mobilenet_v2_imagenet_float_bnfolded.pt --work-dir "$WORK" \
  --size 128 --train-size 112 --frozen-blocks 4 --epochs 2
$PY export.py --data "$DATA" --work-dir "$WORK" --out ../apps/server/models
