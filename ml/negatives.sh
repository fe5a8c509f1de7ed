#!/usr/bin/env bash
# Unpacks the photos of things that are not leaves (ml/off_leaf.py) and the field-like backgrounds (ml/field_set.py)
# from Debian packages into $1 (default /tmp/farmsight-off-leaf): OpenCV's sample data, GIMP's patterns,
# scikit-image's sample data and Matplotlib's sample data. Nothing else is downloaded; `npm run ml:gate` reads them.
set -euo pipefail
OUT="${1:-/tmp/farmsight-off-leaf}"
mkdir -p "$OUT/debs"
cd "$OUT/debs"
apt-get download python3-skimage python-matplotlib-data gimp-data opencv-doc
for deb in *.deb; do dpkg-deb -x "$deb" "$OUT"; done
