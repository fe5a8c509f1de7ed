"""Photos of things that are not leaves, for the leaf / not-leaf head and its test (ADR 0042).

Real photos and textures come from Debian packages, unpacked by `bash ml/negatives.sh` (nothing else is downloaded):
- opencv-doc (OpenCV's sample data: people, buildings, objects, boards, fruit) and gimp-data (GIMP's patterns: stone,
  wood, fabric, paper, sky, water): the head is trained on these;
- python3-skimage (scikit-image's sample data: an astronaut, a camera man, a cat, coffee, a rocket, coins, brick,
  gravel), python-matplotlib-data (a photo of a present) and the Rust embedded book's photos of circuit boards (kept
  in apps/server/test/fixtures/off-leaf): never trained on, they measure it.
Synthetic images complete both sides: circuit-board renders (another seed for the test), soil and skin textures alone.
Plants are left out on purpose (GIMP's "leaves" pattern, OpenCV's aloe photos, scikit-image's grass): they are not
what the head must refuse."""
import math
import os
import struct

import numpy as np
import torch
import torch.nn.functional as F
from PIL import Image

from field import smooth_noise, texture

PLANT_FILES = ("leaves.pat", "aloe", "grass.png", "green_palette")
TRAIN_FOLDERS = ("usr/share/doc/opencv-doc/examples/data", "usr/share/gimp/2.0/patterns")
TEST_FOLDERS = ("usr/lib/python3/dist-packages/skimage/data", "usr/share/matplotlib/mpl-data/sample_data")
# Photos of circuit boards from the Rust embedded book (MIT or Apache-2.0), kept with the server's test fixtures.
BOARD_PHOTOS = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "apps/server/test/fixtures/off-leaf")
IMAGE_SUFFIXES = (".jpg", ".jpeg", ".png", ".pat")
# Sample images smaller than this are icons, masks or calibration targets, not photos.
MIN_SIDE = 96


def read_gimp_pattern(path):
    """A GIMP .pat file: a big-endian header (header size, version, width, height, bytes per pixel, magic, name),
    then the raw pixels."""
    with open(path, "rb") as file:
        data = file.read()
    header_size, _, width, height, depth = struct.unpack(">5I", data[:20])
    pixels = np.frombuffer(data[header_size:header_size + width * height * depth], dtype=np.uint8).reshape(height, width, depth)
    if depth < 3:
        pixels = np.repeat(pixels[:, :, :1], 3, axis=2)
    return Image.fromarray(np.ascontiguousarray(pixels[:, :, :3]))


def list_photos(root, folders):
    found = []
    for folder in folders:
        base = os.path.join(root, folder)
        for directory, _, files in os.walk(base):
            for name in sorted(files):
                if name.lower().endswith(IMAGE_SUFFIXES) and not any(plant in name for plant in PLANT_FILES):
                    found.append(os.path.join(directory, name))
    return sorted(found)


def open_photo(path):
    image = read_gimp_pattern(path) if path.endswith(".pat") else Image.open(path)
    return image.convert("RGB")


def square_crops(image, size, crops, generator):
    """The centre square and `crops - 1` random squares of 40-100% of the short side, each resized like the server
    (bilinear) to size x size: uint8 (crops, 3, size, size). Small patterns are tiled up first."""
    width, height = image.size
    if min(width, height) < 2 * size:
        repeat = math.ceil(2 * size / min(width, height))
        tiled = Image.new("RGB", (width * repeat, height * repeat))
        for row in range(repeat):
            for column in range(repeat):
                tiled.paste(image, (column * width, row * height))
        image, (width, height) = tiled, tiled.size
    side = min(width, height)
    boxes = [((width - side) // 2, (height - side) // 2, side)]
    for _ in range(crops - 1):
        crop = int(side * (0.4 + 0.6 * torch.rand(1, generator=generator).item()))
        left = int((width - crop) * torch.rand(1, generator=generator).item())
        top = int((height - crop) * torch.rand(1, generator=generator).item())
        boxes.append((left, top, crop))
    out = [np.asarray(image.crop((left, top, left + crop, top + crop)).resize((size, size), Image.BILINEAR))
           for left, top, crop in boxes]
    return torch.from_numpy(np.stack(out).copy()).permute(0, 3, 1, 2)


def circuit_boards(count, size, seed):
    """Renders of a printed circuit board photographed up close: a green solder mask with fine grain and light
    falloff, copper traces, pads and vias, black chips with pins, white silkscreen marks, a little blur and noise."""
    generator = torch.Generator().manual_seed(seed)
    rand = lambda *shape: torch.rand(shape, generator=generator)  # noqa: E731
    images = []
    grid_y, grid_x = torch.meshgrid(torch.arange(size).float(), torch.arange(size).float(), indexing="ij")
    for _ in range(count):
        # Mostly green solder mask, some blue, black or red boards.
        masks = ([0.05, 0.35, 0.12], [0.1, 0.45, 0.2], [0.05, 0.15, 0.45], [0.06, 0.06, 0.07], [0.45, 0.08, 0.06])
        choice = min(int(rand(1).item() * 7), len(masks) - 1) if rand(1).item() < 0.4 else int(rand(1).item() * 2)
        mask_colour = torch.tensor(masks[choice]) + (rand(3) - 0.5) * torch.tensor([0.08, 0.2, 0.1])
        board = mask_colour.view(3, 1, 1) * (0.75 + 0.5 * smooth_noise(1, size, generator)[0])
        copper = torch.tensor([0.72, 0.55, 0.25]) if rand(1).item() < 0.5 else torch.tensor([0.2, 0.6, 0.25])
        canvas = board.clone()
        for _ in range(int(8 + 20 * rand(1).item())):  # traces: horizontal or vertical runs with a 45° jog
            width = 1 + int(3 * rand(1).item())
            x0, y0 = (rand(2) * size).long().tolist()
            length = int(20 + 80 * rand(1).item())
            if rand(1).item() < 0.5:
                canvas[:, max(0, y0 - width):y0 + width, x0:x0 + length] = copper.view(3, 1, 1)
            else:
                canvas[:, y0:y0 + length, max(0, x0 - width):x0 + width] = copper.view(3, 1, 1)
        for _ in range(int(10 + 30 * rand(1).item())):  # pads and vias
            cx, cy, radius = rand(1).item() * size, rand(1).item() * size, 1.5 + 3 * rand(1).item()
            inside = (grid_x - cx) ** 2 + (grid_y - cy) ** 2 <= radius ** 2
            canvas[:, inside] = torch.tensor([0.85, 0.82, 0.75]).view(3, 1) * (0.8 + 0.2 * rand(1).item())
        for _ in range(int(1 + 4 * rand(1).item())):  # chips with silver pins
            w, h = int(15 + 40 * rand(1).item()), int(10 + 30 * rand(1).item())
            x0, y0 = int(rand(1).item() * (size - w)), int(rand(1).item() * (size - h))
            for pin in range(x0 + 2, x0 + w - 2, 4):
                canvas[:, max(0, y0 - 4):y0, pin:pin + 2] = 0.8
                canvas[:, y0 + h:y0 + h + 4, pin:pin + 2] = 0.8
            canvas[:, y0:y0 + h, x0:x0 + w] = 0.06 + 0.05 * rand(1).item()
        for _ in range(int(10 + 50 * rand(1).item())):  # small surface-mount parts: beige, black or silver chips
            w, h = int(2 + 5 * rand(1).item()), int(2 + 4 * rand(1).item())
            x0, y0 = int(rand(1).item() * (size - w)), int(rand(1).item() * (size - h))
            canvas[:, y0:y0 + h, x0:x0 + w] = torch.tensor([[0.8, 0.7, 0.5], [0.08, 0.08, 0.08], [0.75, 0.75, 0.78]][int(rand(1).item() * 3)]).view(3, 1, 1)
        for _ in range(int(3 + 8 * rand(1).item())):  # silkscreen marks
            x0, y0 = (rand(2) * (size - 12)).long().tolist()
            canvas[:, y0:y0 + 1 + int(2 * rand(1).item()), x0:x0 + int(4 + 8 * rand(1).item())] = 0.92
        light = 0.75 + 0.35 * (1 - ((grid_x - rand(1).item() * size) ** 2 + (grid_y - rand(1).item() * size) ** 2) / (2 * size * size))
        canvas = canvas * light
        canvas = F.avg_pool2d(F.pad(canvas.unsqueeze(0), (1, 1, 1, 1), mode="replicate"), 3, stride=1)[0] * 0.5 + canvas * 0.5
        canvas = canvas + (rand(3, size, size) - 0.5) * 0.06
        images.append((canvas.clamp(0, 1) * 255).round().to(torch.uint8))
    return torch.stack(images)


def bare_textures(count, size, seed):
    """Soil and skin with no leaf on them (field.py's procedural textures): what a photo of the ground or a hand is."""
    generator = torch.Generator().manual_seed(seed)
    half = count // 2
    both = torch.cat([texture("soil", half, size, generator), texture("skin", count - half, size, generator)])
    return (both * 255).round().to(torch.uint8)


def off_leaf_set(root, size, part, crops=6):
    """(images uint8 (N, 3, size, size), names): the 'train' or 'test' part, crops of each photo plus renders."""
    generator = torch.Generator().manual_seed(7 if part == "train" else 8)
    paths = list_photos(root, TRAIN_FOLDERS if part == "train" else TEST_FOLDERS)
    if part == "test":
        paths += sorted(os.path.join(BOARD_PHOTOS, name) for name in os.listdir(BOARD_PHOTOS) if name.startswith("rust-embedded-book"))
    images, names = [], []
    for path in paths:
        try:
            photo = open_photo(path)
        except (OSError, ValueError):
            continue
        if min(photo.size) < MIN_SIDE // (4 if path.endswith(".pat") else 1):
            continue
        batch = square_crops(photo, size, crops, generator)
        images.append(batch)
        names += [os.path.basename(path)] * len(batch)
    renders = circuit_boards(150 if part == "train" else 60, size, seed=11 if part == "train" else 12)
    textures = bare_textures(60, size, seed=13 if part == "train" else 14)
    names += ["render: circuit board"] * len(renders) + ["render: bare soil or skin"] * len(textures)
    return torch.cat(images + [renders, textures]), names


FIXTURE_SIZE = 224


def write_fixtures(root, out_dir, crops=2):
    """The test part as small JPEGs for the server's test (apps/server/test/fixtures/off-leaf): `crops` squares of each
    packaged photo and a few renders, 224 px. The board photos already there are kept as they are."""
    generator = torch.Generator().manual_seed(9)
    written = []
    for path in list_photos(root, TEST_FOLDERS):
        try:
            photo = open_photo(path)
        except (OSError, ValueError):
            continue
        if min(photo.size) < MIN_SIDE:
            continue
        stem = os.path.splitext(os.path.basename(path))[0].replace("_", "-").lower()
        package = "skimage" if "skimage" in path else "matplotlib"
        for index, image in enumerate(square_crops(photo, FIXTURE_SIZE, crops, generator)):
            written.append((f"{package}-{stem}-{index}.jpg", image))
    for kind, renders in (("circuit-board-render", circuit_boards(8, FIXTURE_SIZE, seed=12)),
                          ("bare-ground-or-skin-render", bare_textures(4, FIXTURE_SIZE, seed=14))):
        written += [(f"{kind}-{index}.jpg", image) for index, image in enumerate(renders)]
    for name, image in written:
        Image.fromarray(image.permute(1, 2, 0).numpy()).save(os.path.join(out_dir, name), quality=85)
    return [name for name, _ in written]


if __name__ == "__main__":
    import sys
    print("\n".join(write_fixtures(sys.argv[1] if len(sys.argv) > 1 else "/tmp/farmsight-off-leaf", BOARD_PHOTOS)))
