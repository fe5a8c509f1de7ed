#!/usr/bin/env bash
# Reproduces apps/server/models/leaf-disease.onnx from ../shared/datasets/plant-leaves (npm run ml:train):
# a 30-epoch cycle at 128 px, a warm restart from its best checkpoint for 42 minutes at a lower peak LR,
# a 95-minute fine-tune at the photos' own 144 px with a moving average of the weights, a 90-minute fine-tune
# with the photos enlarged to 176 px inside torch and milder crops, a 95-minute fine-tune of the mean of cycles 3 and
# 4's best weights with CutMix, then the export of the mean of cycles 3, 4 and 5's best weights (enlarged to 176 px
# inside the ONNX graph, averaged with the mirror image).
set -euo pipefail
cd "$(dirname "$0")"
DATA=../../shared/datasets/plant-leaves/train
WORK="${WORK_DIR:-/tmp/farmsight-leaf-train}"
PY=/usr/bin/python3
$PY train.py --data "$DATA" --work-dir "$WORK/cycle1" --size 128 --epochs 30
$PY train.py --data "$DATA" --work-dir "$WORK/cycle2" --size 128 --init-from "$WORK/cycle1/best.pt" --max-lr 1.5e-3 --time-budget-min 42
$PY train.py --data "$DATA" --work-dir "$WORK/cycle3" --size 144 --init-from "$WORK/cycle2/best.pt" --max-lr 1e-3 --ema-decay 0.999 --time-budget-min 95
$PY train.py --data "$DATA" --work-dir "$WORK/cycle4" --size 144 --network-size 176 --min-crop-area 0.8 --init-from "$WORK/cycle3/best.pt" --max-lr 5e-4 --ema-decay 0.999 --time-budget-min 90
$PY train.py --data "$DATA" --work-dir "$WORK/cycle5" --size 144 --network-size 176 --min-crop-area 0.8 --init-from "$WORK/cycle3/best.pt" "$WORK/cycle4/best.pt" --max-lr 5e-4 --ema-decay 0.999 --cutmix 0.5 --seed 8 --time-budget-min 95
$PY export.py --data "$DATA" --work-dir "$WORK/cycle5" --average-with "$WORK/cycle3/best.pt" "$WORK/cycle4/best.pt" --out ../apps/server/models --network-size 176 --flip-average
