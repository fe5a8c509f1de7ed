"""Leaf-photo dataset: the series-block split and a decoded uint8 image cache."""
import os
import re
from collections import defaultdict

import numpy as np
import torch
from PIL import Image

FILE_NAME = re.compile(r"^(?P<series>.+)_(?P<number>\d+)_[0-9a-f]+\.jpg$")
# The top 6% of every series: the photos nearest the end, where the PlantVillage series drift (new runs of photos of
# other leaves) and the next to the photos still to come; the block below it is trained on (ADR 0059). The first
# training stage held out 12% (train.sh).
HOLDOUT_FRACTION = 0.06
MIN_SERIES_FOR_HOLDOUT = 8


def list_classes(data_dir):
    return sorted(d for d in os.listdir(data_dir) if os.path.isdir(os.path.join(data_dir, d)))


def series_block_split(data_dir, classes, holdout_fraction=HOLDOUT_FRACTION):
    """Returns (train, val): lists of (relative path, class index).

    Within each photo series of a class, the highest-numbered block (holdout_fraction of the
    series, HOLDOUT_FRACTION unless given) is held out, so consecutive photos of one leaf never straddle the split.
    """
    train, val = [], []
    for index, name in enumerate(classes):
        by_series = defaultdict(list)
        for file in sorted(os.listdir(os.path.join(data_dir, name))):
            match = FILE_NAME.match(file)
            series = match["series"] if match else "unnumbered"
            number = int(match["number"]) if match else 0
            by_series[series].append((number, file))
        for files in by_series.values():
            files.sort()
            held = int(round(len(files) * holdout_fraction)) if len(files) >= MIN_SERIES_FOR_HOLDOUT else 0
            cut = len(files) - held
            for position, (_, file) in enumerate(files):
                (train if position < cut else val).append((f"{name}/{file}", index))
    return train, val


def load_image(path, size):
    """Decodes like the server: centre-crop to a square, then bilinear resize to size x size."""
    with Image.open(path) as image:
        image = image.convert("RGB")
        width, height = image.size
        side = min(width, height)
        left, top = (width - side) // 2, (height - side) // 2
        image = image.crop((left, top, left + side, top + side))
        return np.asarray(image.resize((size, size), Image.BILINEAR), dtype=np.uint8)


def build_cache(data_dir, samples, size, cache_path):
    """Decodes every sample once into an (N, 3, size, size) uint8 tensor, cached on disk."""
    if os.path.exists(cache_path):
        cached = torch.load(cache_path)
        if cached["paths"] == [path for path, _ in samples]:
            return cached["images"], cached["labels"]
    images = torch.empty((len(samples), 3, size, size), dtype=torch.uint8)
    for row, (path, _) in enumerate(samples):
        images[row] = torch.from_numpy(load_image(os.path.join(data_dir, path), size).copy()).permute(2, 0, 1)
    labels = torch.tensor([label for _, label in samples], dtype=torch.long)
    torch.save({"paths": [path for path, _ in samples], "images": images, "labels": labels}, cache_path)
    return images, labels
