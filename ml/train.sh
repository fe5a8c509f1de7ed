#!/usr/bin/env bash
# Reproduces apps/server/models/leaf-disease.onnx from ../shared/datasets/plant-leaves (npm run ml:train), in two
# stages (ADR 0036, ADR 0059):
# 1. fine-tunes torchvision's MobileNetV2 from its ImageNet weights (../shared/pretrained) for 28 epochs with
#    field-style augmentation (random crops at 112 px; the stem and first three blocks stay at their ImageNet weights),
#    holding out the top 12% of every photo series, and exports it with each class's logit adjusted for its share of
#    the training photos (so rare potato healthy is not outvoted);
# 2. fine-tunes that network for 12 more epochs at 128 px with a lower peak rate and half as many field conditions,
#    holding out only the top 6% of every series (dataset.py's split), so the photos at the end of each series, the
#    nearest to the photos still to come, are trained on; exports it the same way and measures it on that split;
# then fits the gate that refuses photos of other things and other crops. About 1.7 h on 2 CPU cores (see
# ml/MODEL_CARD.md); minutes on a GPU (used when there is one).
set -euo pipefail
cd "$(dirname "$0")"
DATA=../../shared/datasets/plant-leaves/train
WORK="${WORK_DIR:-/tmp/farmsight-leaf-train}"
PY=/usr/bin/python3
$PY train.py --data "$DATA" --pretrained ../../shared/pretrained/mobilenet_v2_imagenet_float_bnfolded.pt \
  --work-dir "$WORK/stage1" --holdout-fraction 0.12 --size 144 --train-size 112 --frozen-blocks 4 --min-crop-area 0.5 \
  --epochs 28 --batch-size 64 --max-lr 1e-3 --ema-decay 0.998 --seed 21
$PY export.py --data "$DATA" --work-dir "$WORK/stage1" --holdout-fraction 0.12 --out "$WORK/stage1" --logit-adjustment 1
$PY train.py --data "$DATA" --init-from-onnx "$WORK/stage1/leaf-disease.onnx" --work-dir "$WORK/stage2" --size 144 \
  --train-size 128 --frozen-blocks 4 --field-share 0.5 --min-crop-area 0.6 --epochs 12 --batch-size 64 --max-lr 3e-4 \
  --ema-decay 0.998 --seed 21
$PY export.py --data "$DATA" --work-dir "$WORK/stage2" --out ../apps/server/models --logit-adjustment 1
# The gate before the diagnosis (ADR 0042), fitted on the exported network; it needs the off-leaf photos.
[[ -d /tmp/farmsight-off-leaf/usr ]] || bash negatives.sh
$PY gate.py --data "$DATA" --model ../apps/server/models/leaf-disease.onnx --work-dir "$WORK/gate"
