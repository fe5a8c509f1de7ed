"""A field-like test set on real backgrounds (ADR 0042): held-out validation leaves, cut out, shrunk, turned and
moved, laid on photographed ground, grass, stone, cloth, paper and other plants, under uneven exposure and some blur.

The backgrounds are photos and scans shipped by Debian packages (unpacked by `bash ml/negatives.sh`). The gate is
fitted on one set (half the validation photos, the third and fourth of every four, twice, on GIMP's ground, terra,
rock, burlap, paper, wood and leaves patterns and OpenCV's left aloe photo) and measured on another (the other half, on
scikit-image's grass, gravel, brick and coffee table and OpenCV's right aloe photo). Unlike
ml/field.py's procedural textures, these were never used to train the network, and unlike ml/robustness.py each photo
mixes several conditions. It is still not a field photo: the leaves are PlantVillage's, lit in the lab."""
import math
import os

import torch
import torch.nn.functional as F

from field import blur, disk_kernel, expose, leaf_mask, line_kernel
from off_leaf import open_photo, square_crops

# Backgrounds for the set the gate is fitted on, and for the set it is measured on: no photo is in both.
FIT_BACKGROUNDS = (
    "usr/share/gimp/2.0/patterns/Stone/ground1.pat",
    "usr/share/gimp/2.0/patterns/Stone/terra.pat",
    "usr/share/gimp/2.0/patterns/Stone/rock.pat",
    "usr/share/gimp/2.0/patterns/Fabric/burlap.pat",
    "usr/share/gimp/2.0/patterns/Paper/paper.pat",
    "usr/share/gimp/2.0/patterns/Plant/leaves.pat",
    "usr/share/gimp/2.0/patterns/Wood/wood1.pat",
    "usr/share/doc/opencv-doc/examples/data/aloeL.jpg",
)
TEST_BACKGROUNDS = (
    "usr/lib/python3/dist-packages/skimage/data/grass.png",
    "usr/lib/python3/dist-packages/skimage/data/gravel.png",
    "usr/lib/python3/dist-packages/skimage/data/brick.png",
    "usr/lib/python3/dist-packages/skimage/data/coffee.png",
    "usr/share/doc/opencv-doc/examples/data/aloeR.jpg",
)


def backgrounds(root, paths, count, size, generator):
    """`count` background crops, cycling through `paths`, as floats 0..1."""
    pool = [square_crops(open_photo(os.path.join(root, path)), size, 8, generator) for path in paths]
    picks = [pool[index % len(pool)][int(torch.randint(0, 8, (1,), generator=generator))] for index in range(count)]
    return torch.stack(picks).float() / 255


def placed(images, mask, generator):
    """Each leaf (and its mask) scaled to 55-95% of the frame, turned by any angle and moved off-centre."""
    count = len(images)
    angle = torch.rand(count, generator=generator) * 2 * math.pi
    scale = 0.55 + 0.4 * torch.rand(count, generator=generator)
    shift = (torch.rand((count, 2), generator=generator) - 0.5) * 0.4
    cos, sin = torch.cos(angle) / scale, torch.sin(angle) / scale
    theta = torch.stack([torch.stack([cos, -sin, shift[:, 0]], 1), torch.stack([sin, cos, shift[:, 1]], 1)], 1)
    grid = F.affine_grid(theta, images.shape, align_corners=False)
    moved = F.grid_sample(images, grid, mode="bilinear", padding_mode="zeros", align_corners=False)
    moved_mask = F.grid_sample(mask, grid, mode="bilinear", padding_mode="zeros", align_corners=False)
    return moved, moved_mask


def field_like_set(images_uint8, labels, root, part, seed=2027):
    """(uint8 images, {"labels": labels}) for the photos given, one field-like version of each, on the backgrounds of
    `part` ("fit" or "test")."""
    generator = torch.Generator().manual_seed(seed)
    leaves, mask = placed(images_uint8.float() / 255, leaf_mask(images_uint8), generator)
    paths = FIT_BACKGROUNDS if part == "fit" else TEST_BACKGROUNDS
    out = leaves * mask + backgrounds(root, paths, len(images_uint8), images_uint8.shape[-1], generator) * (1 - mask)
    stops = (torch.rand(len(out), generator=generator) - 0.5) * 2.0  # -1 to +1 stop
    out = torch.stack([expose(photo.unsqueeze(0), stop.item())[0] for photo, stop in zip(out, stops)])
    kind = torch.randint(0, 3, (len(out),), generator=generator)
    motion, defocus = kind == 1, kind == 2
    out[motion] = blur(out[motion], line_kernel(5, math.radians(20)))
    out[defocus] = blur(out[defocus], disk_kernel(1.5))
    return (out.clamp(0, 1) * 255).round().to(torch.uint8), {"labels": labels}
