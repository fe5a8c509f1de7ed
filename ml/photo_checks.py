"""Prints the photo measures the export writes into the model's checks (plant fraction, detail, grain and colours,
from export.py) for the PNG files named, as JSON keyed by file name. The server measures photos with its own copy of
these rules (image.ts); apps/server/src/modules/disease/photo-checks.test.ts holds both to the committed fixtures.
Run from ml/ (it imports export.py)."""
import json
import os
import sys

import numpy as np
import torch
from PIL import Image

from export import colour_count, photo_detail, photo_grain, plant_fraction


def measures(path):
    pixels = np.asarray(Image.open(path).convert("RGB"))
    images = torch.from_numpy(pixels.copy()).permute(2, 0, 1).unsqueeze(0)
    detail = photo_detail(images)
    return {
        "plantFraction": float(plant_fraction(images)[0]),
        "detail": float(detail[0]),
        "grain": float(photo_grain(images, detail)[0]),
        "colours": int(colour_count(images)[0]),
    }


if __name__ == "__main__":
    print(json.dumps({os.path.basename(path): measures(path) for path in sys.argv[1:]}))
