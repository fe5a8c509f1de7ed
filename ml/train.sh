#!/usr/bin/env bash
# Reproduces apps/server/models/leaf-disease.onnx from ../shared/datasets/plant-leaves (npm run ml:train):
# fine-tunes torchvision's MobileNetV2 from its ImageNet weights (../shared/pretrained) for 28 epochs with field-style
# augmentation (random crops at 112 px; the stem and first three blocks stay at their ImageNet weights), evaluated on
# the whole photos at 144 px, then exports the moving average of the weights to ONNX, with each class's logit
# adjusted for its share of the training photos (so rare potato healthy is not outvoted), and measures it on the
# validation split, then fits the gate that refuses photos of other things and other crops. About 1 h on 2 CPU cores (see ml/MODEL_CARD.md); minutes on a GPU (used when there is one).
set -euo pipefail
cd "$(dirname "$0")"
DATA=../../shared/datasets/plant-leaves/train
WORK="${WORK_DIR:-/tmp/farmsight-leaf-train}"
PY=/usr/bin/python3
$PY train.py --data "$DATA" --pretrained ../../shared/pretrained/mobilenet_v2_imagenet_float_bnfolded.pt \
  --work-dir "$WORK" --size 144 --train-size 112 --frozen-blocks 4 --min-crop-area 0.5 --epochs 28 --batch-size 64 \
  --max-lr 1e-3 --ema-decay 0.998 --seed 21
$PY export.py --data "$DATA" --work-dir "$WORK" --out ../apps/server/models --logit-adjustment 1
# The gate before the diagnosis (ADR 0042), fitted on the exported network; it needs the off-leaf photos.
[[ -d /tmp/farmsight-off-leaf/usr ]] || bash negatives.sh
$PY gate.py --data "$DATA" --model ../apps/server/models/leaf-disease.onnx
