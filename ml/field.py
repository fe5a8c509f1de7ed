"""Field-like photo conditions on batches of leaf photos: the leaf cut out and laid on soil, on other leaves or on a
hand; motion and defocus blur; under- and over-exposure; a coarse downscale. ml/robustness.py measures the served
model under each (they are written to work on whole batches, so a training run can draw them as augmentations too).
Backgrounds are procedural textures (nothing downloaded): smooth multi-scale noise in the colours of soil, foliage and
skin."""
import math

import torch
import torch.nn.functional as F

BACKGROUNDS = ("soil", "leaves", "skin")


def plant_pixels(images_uint8):
    """Leaf-coloured pixels (N, H, W): hue 20-170 degrees, saturation >= 0.2, value >= 0.15 (the same rule as
    isPlantColoured in the server's image.ts)."""
    rgb = images_uint8.float()
    red, green, blue = rgb[:, 0], rgb[:, 1], rgb[:, 2]
    high, _ = rgb.max(dim=1)
    low, _ = rgb.min(dim=1)
    chroma = high - low
    safe = chroma.clamp(min=1e-6)
    # Multiplied before dividing, so a hue exactly on a limit comes out exact, here and in image.ts alike. A negative
    # red hue (magenta side) stays negative: outside 20-170 either way.
    hue = torch.where(high == red, 60 * (green - blue) / safe,
                      torch.where(high == green, 60 * (blue - red) / safe + 120, 60 * (red - green) / safe + 240))
    return (high >= 0.15 * 255) & (chroma >= 0.2 * high) & (chroma > 0) & (hue >= 20) & (hue <= 170)


def leaf_mask(images_uint8, close=9):
    """Soft leaf mask (N, 1, H, W) in 0..1: leaf-coloured pixels, closed (dilate then erode) so brown lesions inside
    the leaf stay in it, then feathered. PlantVillage backgrounds are grey or black, so they fall outside."""
    mask = plant_pixels(images_uint8).float().unsqueeze(1)
    pad = close // 2
    mask = F.max_pool2d(mask, close, stride=1, padding=pad)
    mask = -F.max_pool2d(-mask, close, stride=1, padding=pad)
    return F.avg_pool2d(mask, 5, stride=1, padding=2, count_include_pad=False)


def smooth_noise(n, size, generator, scales=(4, 12, 36), weights=(0.5, 0.3, 0.2)):
    """Multi-scale value noise (N, 1, size, size) in about 0..1: random grids at each scale, enlarged bilinearly."""
    total = torch.zeros(n, 1, size, size)
    for scale, weight in zip(scales, weights):
        grid = torch.rand((n, 1, scale, scale), generator=generator)
        total += weight * F.interpolate(grid, size=(size, size), mode="bilinear", align_corners=False)
    return total


def texture(kind, n, size, generator):
    """Background textures (N, 3, size, size) in 0..1."""
    def uniform(low, high, channels=1):
        return low + (high - low) * torch.rand((n, channels, 1, 1), generator=generator)

    if kind == "soil":
        base = uniform(0.25, 0.55) * torch.tensor([1.0, 0.78, 0.58]).view(1, 3, 1, 1)  # brown, light to dark
        grain = smooth_noise(n, size, generator, scales=(6, 24, 72), weights=(0.4, 0.3, 0.3))
        pebbles = (torch.rand((n, 1, size, size), generator=generator) - 0.5) * 0.15
        return (base * (0.55 + 0.9 * grain) + pebbles).clamp(0, 1)
    if kind == "leaves":
        hue_mix = smooth_noise(n, size, generator, scales=(3, 8, 20), weights=(0.5, 0.3, 0.2))
        yellow_green = torch.tensor([0.55, 0.65, 0.2]).view(1, 3, 1, 1)
        dark_green = torch.tensor([0.1, 0.3, 0.08]).view(1, 3, 1, 1)
        shade = 0.5 + 0.8 * smooth_noise(n, size, generator, scales=(5, 15, 45), weights=(0.4, 0.3, 0.3))
        return ((yellow_green * hue_mix + dark_green * (1 - hue_mix)) * shade * uniform(0.7, 1.2)).clamp(0, 1)
    if kind == "skin":
        tone = uniform(0.0, 1.0)  # dark to light skin, between two measured-looking sRGB tones
        dark, light = torch.tensor([0.36, 0.22, 0.15]).view(1, 3, 1, 1), torch.tensor([0.92, 0.72, 0.6]).view(1, 3, 1, 1)
        base = dark * (1 - tone) + light * tone
        shading = 0.8 + 0.35 * smooth_noise(n, size, generator, scales=(2, 6, 18), weights=(0.6, 0.3, 0.1))
        return (base * shading).clamp(0, 1)
    raise ValueError(kind)


def composite(images, mask, background):
    """The leaf (mask) from images over background; all float 0..1."""
    return images * mask + background * (1 - mask)


def line_kernel(length, angle):
    """A normalised motion-blur kernel: a line of `length` pixels at `angle` radians, drawn with sub-pixel steps."""
    size = length if length % 2 else length + 1
    kernel = torch.zeros(size, size)
    centre = size // 2
    for step in torch.linspace(-(length - 1) / 2, (length - 1) / 2, length * 4):
        x, y = centre + step * math.cos(angle), centre + step * math.sin(angle)
        kernel[int(round(y.item())), int(round(x.item()))] += 1
    return kernel / kernel.sum()


def disk_kernel(radius):
    """A normalised defocus kernel: a disk of `radius` pixels."""
    size = 2 * math.ceil(radius) + 1
    grid = torch.arange(size) - size // 2
    kernel = ((grid.view(1, -1) ** 2 + grid.view(-1, 1) ** 2) <= radius * radius + 0.5).float()
    return kernel / kernel.sum()


def blur(images, kernel):
    """Each channel convolved with kernel, edges replicated."""
    pad = kernel.shape[-1] // 2
    padded = F.pad(images, (pad, pad, pad, pad), mode="replicate")
    return F.conv2d(padded, kernel.expand(3, 1, *kernel.shape), groups=3)


def downscale(images, factor):
    """Reduced `factor` times (area average) and enlarged back bilinearly: the detail a far or cheap camera loses."""
    size = images.shape[-1]
    small = F.interpolate(images, size=(size // factor, size // factor), mode="area")
    return F.interpolate(small, size=(size, size), mode="bilinear", align_corners=False)


def expose(images, stops):
    """Exposure change by `stops` (negative: under-exposed) in linear light, clipped like a sensor."""
    linear = images.clamp(0, 1) ** 2.2
    return ((linear * 2.0 ** stops).clamp(0, 1)) ** (1 / 2.2)
