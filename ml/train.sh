#!/usr/bin/env bash
# Reproduces apps/server/models/leaf-disease.onnx from ../shared/datasets/plant-leaves (npm run ml:train):
# 1. fine-tunes torchvision's MobileNetV2 from ImageNet weights (../shared/pretrained) for 2 epochs with field-style
#    augmentation (random crops at 112 px, evaluated at 128 px; the stem and first three blocks stay at their ImageNet
#    weights);
# 2. keeps its first 14 blocks and trains the rest for 24 epochs at 144 px on their cached outputs for each photo and
#    five augmented copies of it;
# then exports the moving average of the weights to ONNX and measures it on the validation split.
# About 1.5 h on 2 CPU cores (see ml/MODEL_CARD.md); minutes on a GPU (used when there is one).
set -euo pipefail
cd "$(dirname "$0")"
DATA=../../shared/datasets/plant-leaves/train
WORK="${WORK_DIR:-/tmp/farmsight-leaf-train}"
PY=/usr/bin/python3
$PY train.py --data "$DATA" --pretrained ../../shared/pretrained/mobilenet_v2_imagenet_float_bnfolded.pt \
  --work-dir "$WORK/stage1" --size 128 --train-size 112 --frozen-blocks 4 --epochs 2
$PY train.py --data "$DATA" --work-dir "$WORK/stage2" --init-from "$WORK/stage1/best.pt" --cached-blocks 14 --copies 6 \
  --size 144 --min-crop-area 0.5 --epochs 24 --batch-size 128 --max-lr 1e-3 --ema-decay 0.998
$PY export.py --data "$DATA" --work-dir "$WORK/stage2" --out ../apps/server/models
