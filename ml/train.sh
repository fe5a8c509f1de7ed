#!/usr/bin/env bash
# Reproduces apps/server/models/leaf-disease.onnx from ../shared/datasets/plant-leaves (npm run ml:train):
# a 30-epoch cycle, a warm restart from its best checkpoint for 42 minutes at a lower peak LR, then the export.
set -euo pipefail
cd "$(dirname "$0")"
DATA=../../shared/datasets/plant-leaves/train
WORK="${WORK_DIR:-/tmp/farmsight-leaf-train}"
PY=/usr/bin/python3
$PY train.py --data "$DATA" --work-dir "$WORK/cycle1" --size 128 --epochs 30
$PY train.py --data "$DATA" --work-dir "$WORK/cycle2" --size 128 --init-from "$WORK/cycle1/best.pt" --max-lr 1.5e-3 --time-budget-min 42
$PY export.py --data "$DATA" --work-dir "$WORK/cycle2" --out ../apps/server/models
