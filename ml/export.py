"""Exports a checkpoint to ONNX and measures the exported graph on the series-block validation split.

Usage: /usr/bin/python3 ml/export.py [--work-dir DIR] [--checkpoint best.pt] [--out apps/server/models]
                                     [--logit-adjustment TAU] [--holdout-fraction F]
Writes <out>/leaf-disease.onnx, <out>/labels.json (class order, preprocessing, thresholds),
ml/validation-report.json (overall/per-class accuracy, confusion matrix, threshold choice, Python's class
for each CI photo), the results section of ml/MODEL_CARD.md and ml/eval-subset.txt (a fixed list of
held-out images for CI).
"""
import argparse
import json
import os

import onnx
import torch

from dataset import HOLDOUT_FRACTION, build_cache, list_classes, series_block_split
from field import plant_pixels
from train import MEAN, STD, build_model, normalise

SUBSET_PER_CLASS = 10
# The share of correctly classified validation photos we accept to call "unclear".
MAX_REJECTED_CORRECT = 0.02
# Pixels this far apart are compared with neighbours to tell a photo from noise (GRAIN_STEP in image.ts).
GRAIN_STEP = 8
# A photo with more grain than this many times the 99.5th percentile of validation photos is noise.
MAX_GRAIN_FACTOR = 1.2
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def parse_args():
    parser = argparse.ArgumentParser()
    parser.add_argument("--data", default="../shared/datasets/plant-leaves/train")
    parser.add_argument("--work-dir", default="/tmp/farmsight-leaf-train")
    parser.add_argument("--out", default="apps/server/models")
    parser.add_argument("--holdout-fraction", type=float, default=HOLDOUT_FRACTION,
                        help="the validation split the checkpoint was trained with (train.py --holdout-fraction)")
    parser.add_argument("--checkpoint", default="best.pt", help="checkpoint file in --work-dir to export")
    parser.add_argument("--logit-adjustment", type=float, default=0.0,
                        help="subtract TAU times the log of each class's share of the training photos from its logit")
    return parser.parse_args()


def plant_fraction(images_uint8):
    """Share of leaf-coloured pixels per image (field.plant_pixels)."""
    return plant_pixels(images_uint8).float().mean(dim=(1, 2))


def photo_detail(images_uint8, step=1):
    """Mean absolute difference of R+G+B between pixels `step` apart across and down, divided by 3, per image: 0 for
    a flat surface, about 50 between neighbours for random pixels (the same rule as photoDetail in the server's
    image.ts). Integer sums, so both give the same value."""
    total = images_uint8.to(torch.int64).sum(dim=1)
    across = (total[:, :, step:] - total[:, :, :-step]).abs().sum(dim=(1, 2))
    down = (total[:, step:, :] - total[:, :-step, :]).abs().sum(dim=(1, 2))
    size = total.shape[1]
    return (across + down).double() / (3 * 2 * size * (size - step))


def photo_grain(images_uint8, detail=None):
    """Detail between neighbours (`detail`, when already measured) over detail between pixels GRAIN_STEP apart: about
    1 for noise, lower for photos (photoGrain in image.ts); 0 for a flat image."""
    detail = photo_detail(images_uint8) if detail is None else detail
    coarse = photo_detail(images_uint8, GRAIN_STEP)
    return torch.where(coarse == 0, torch.zeros_like(coarse), detail / coarse.clamp(min=1e-12))


def colour_count(images_uint8):
    """Distinct RGB colours per image: thousands in a photo, a few hundred in a drawing (colourCount in image.ts)."""
    packed = (images_uint8[:, 0].long() << 16) | (images_uint8[:, 1].long() << 8) | images_uint8[:, 2].long()
    return torch.tensor([len(torch.unique(image)) for image in packed.flatten(1)])


def probabilities(model, images_uint8, batch_size=64):
    outputs = []
    with torch.no_grad():
        for start in range(0, len(images_uint8), batch_size):
            outputs.append(torch.softmax(model(normalise(images_uint8[start:start + batch_size])), dim=1))
    return torch.cat(outputs)


def class_logit_adjustment(train_labels, class_count, tau):
    """Post-hoc logit adjustment (Menon et al. 2021, "Long-tail learning via logit adjustment"): -tau * log(prior)
    per class. Training sees potato healthy 123 times and apple healthy 880 times, so the network leans away from the
    rare class; a farmer's photo is no likelier to show a common class, and tau 1 makes the answer the class with the
    highest likelihood under equal priors (ADR 0037)."""
    counts = torch.bincount(train_labels, minlength=class_count).double()
    return (-tau * torch.log(counts / counts.sum())).float()


class ServedModel(torch.nn.Module):
    """What the ONNX file computes: the network on the photo, its logits shifted by `adjustment`. Outputs
    log-probabilities, so the server's softmax gives those probabilities back."""

    def __init__(self, model, adjustment):
        super().__init__()
        self.model = model
        self.register_buffer("adjustment", adjustment)

    def forward(self, images):
        return torch.log_softmax(self.model(images) + self.adjustment, dim=1)


def off_leaf_images(size, count=128):
    """Synthetic photos of something else: flat colours, grey noise, sky-like gradients, paper-white, flat leaf
    colours, leaf-coloured noise, random pixels and drawn leaves (a leaf-coloured ellipse on grey)."""
    generator = torch.Generator().manual_seed(3)
    images = []
    for index in range(count):
        kind = index % 8
        if kind == 0:
            colour = torch.randint(0, 256, (3, 1, 1), generator=generator)
            image = colour.expand(3, size, size)
        elif kind == 1:
            image = torch.randint(0, 256, (1, size, size), generator=generator).expand(3, size, size)
        elif kind == 2:
            ramp = torch.linspace(90, 230, size).view(1, size, 1).expand(1, size, size)
            image = torch.cat([ramp * 0.5, ramp * 0.7, ramp.clone().fill_(235)])
        elif kind == 3:
            image = torch.full((3, size, size), 245) - torch.randint(0, 20, (3, size, size), generator=generator)
        elif kind == 4:
            image = leaf_colour(generator).expand(3, size, size)
        elif kind == 5:
            shade = 0.4 + 0.6 * torch.rand((1, size, size), generator=generator)
            image = (leaf_colour(generator) * shade).round()
        elif kind == 6:
            image = torch.randint(0, 256, (3, size, size), generator=generator)
        else:
            centre, radii = 0.4 + 0.2 * torch.rand(2, generator=generator), 0.2 + 0.25 * torch.rand(2, generator=generator)
            grid = torch.linspace(0, 1, size)
            inside = (((grid.view(1, size) - centre[0]) / radii[0]) ** 2 + ((grid.view(size, 1) - centre[1]) / radii[1]) ** 2) <= 1
            image = torch.where(inside, leaf_colour(generator), torch.full((3, 1, 1), 138.0))
        images.append(image.to(torch.uint8))
    return torch.stack(images)


def leaf_colour(generator):
    """A random colour that the leaf-colour rule accepts: hue 20-170 degrees, saturation 0.3-1, value 0.3-1."""
    hue, saturation, value = (20 + 150 * torch.rand(1, generator=generator).item(),
                              0.3 + 0.7 * torch.rand(1, generator=generator).item(),
                              0.3 + 0.7 * torch.rand(1, generator=generator).item())
    sector, offset = int(hue // 60), hue % 60 / 60
    high, low = value, value * (1 - saturation)
    rising, falling = low + (high - low) * offset, high - (high - low) * offset
    rgb = [(high, rising, low), (falling, high, low), (low, high, rising)][sector]
    return (torch.tensor(rgb) * 255).round().view(3, 1, 1)


def update_model_card(section, text):
    """Replaces a generated section of ml/MODEL_CARD.md (between its start and end markers) with fresh numbers."""
    path = os.path.join(ROOT, "ml", "MODEL_CARD.md")
    start, end = f"<!-- {section}:start -->", f"<!-- {section}:end -->"
    with open(path) as file:
        card = file.read()
    before, rest = card.split(start, 1)
    after = rest.split(end, 1)[1]
    with open(path, "w") as file:
        file.write(f"{before}{start}\n{text}{end}{after}")


def results_markdown(report, classes):
    """Per-class recall and the confusion matrix as markdown, for the model card."""
    validation, threshold, checkpoint = report["validation"], report["threshold"], report["checkpoint"]
    source = f"moving average of the weights after epoch {checkpoint['epoch']} of {checkpoint['args']['epochs']}"
    lines = [
        "## Validation results (generated by ml/export.py)",
        "",
        f"Series-block validation split: {validation['images']} photos. Top-1 {validation['top1']:.2%}, "
        f"top-3 {validation['top3']:.2%} ({source}).",
        "",
        f"Low-confidence threshold {threshold['low_confidence_threshold']} ({threshold['rule']}): "
        f"{threshold['accepted_share']:.2%} of validation photos answered, {threshold['accuracy_when_accepted']:.2%} "
        f"of those correct, {threshold['errors_called_unclear']:.2%} of the errors called unclear instead. "
        f"Minimum leaf-coloured pixel share {threshold['min_plant_fraction']} (half the 0.5th percentile of validation "
        f"photos, {threshold['validation_plant_fraction_p0_5']}). Minimum detail {threshold['min_detail']} (half the 0.5th "
        f"percentile, {threshold['validation_detail_p0_5']}); maximum grain {threshold['max_grain']} ({MAX_GRAIN_FACTOR} "
        f"times the 99.5th percentile, {threshold['validation_grain_p99_5']}); minimum distinct colours "
        f"{threshold['min_colours']} (half the 0.5th percentile, {threshold['validation_colours_p0_5']}); validation photos "
        f"failing any of these three: {threshold['validation_failing_detail_grain_or_colours']}. Synthetic off-leaf images answered: "
        f"{threshold['off_leaf_accepted']} of {threshold['off_leaf_synthetic_images']}.",
        "",
        "| # | class | photos | recall |",
        "|---|---|---|---|",
    ]
    for index, name in enumerate(classes):
        stats = validation["per_class"][name]
        lines.append(f"| {index} | {name} | {stats['images']} | {stats['recall']:.2%} |")
    matrix = validation["confusion_matrix"]["rows_true_columns_predicted"]
    lines += ["", "Confusion matrix (rows: true class #, columns: predicted class #; blank = 0):", "",
              "| true \\ pred | " + " | ".join(str(i) for i in range(len(classes))) + " |",
              "|---" * (len(classes) + 1) + "|"]
    for index, row in enumerate(matrix):
        lines.append(f"| {index} | " + " | ".join(str(count) if count else "" for count in row) + " |")
    return "\n".join(lines) + "\n"


def main():
    args = parse_args()
    torch.set_num_threads(os.cpu_count())
    checkpoint = torch.load(os.path.join(args.work_dir, args.checkpoint))
    classes, size = checkpoint["classes"], checkpoint["size"]
    network = build_model(len(classes))
    network.load_state_dict(checkpoint["model"])
    train_samples, val_samples = series_block_split(args.data, list_classes(args.data), args.holdout_fraction)
    adjustment = class_logit_adjustment(torch.tensor([label for _, label in train_samples]), len(classes),
                                        args.logit_adjustment)
    model = ServedModel(network, adjustment).eval()

    images, labels = build_cache(args.data, val_samples, size, os.path.join(args.work_dir, f"val-{size}.pt"))

    probs = probabilities(model, images)
    confidence, predicted = probs.max(dim=1)
    top3 = probs.topk(3, dim=1).indices
    correct = predicted == labels
    print(f"val top-1 {correct.float().mean().item():.4f}")
    confusion = torch.zeros(len(classes), len(classes), dtype=torch.long)
    for truth, guess in zip(labels.tolist(), predicted.tolist()):
        confusion[truth, guess] += 1

    # Threshold: the largest value (in 0.01 steps) that calls at most MAX_REJECTED_CORRECT of the correct answers unclear.
    correct_confidence = confidence[correct].sort().values
    cutoff = correct_confidence[int(MAX_REJECTED_CORRECT * len(correct_confidence))].item()
    threshold = int(cutoff * 100) / 100
    accepted = confidence >= threshold
    fractions = plant_fraction(images)
    min_plant_fraction = round(max(0.02, fractions.quantile(0.005).item() / 2), 3)
    details = photo_detail(images)
    grains = photo_grain(images, details)
    min_detail = round(details.quantile(0.005).item() / 2, 2)
    max_grain = round(grains.quantile(0.995).item() * MAX_GRAIN_FACTOR, 2)
    colours = colour_count(images).double()
    min_colours = int(colours.quantile(0.005).item() / 2)
    off_leaf = off_leaf_images(size)
    off_leaf_confidence, _ = probabilities(model, off_leaf).max(dim=1)
    off_leaf_accepted = ((off_leaf_confidence >= threshold) & (plant_fraction(off_leaf) >= min_plant_fraction)
                         & (photo_detail(off_leaf) >= min_detail) & (photo_grain(off_leaf) <= max_grain)
                         & (colour_count(off_leaf) >= min_colours))

    os.makedirs(args.out, exist_ok=True)
    model_path = os.path.join(args.out, "leaf-disease.onnx")
    torch.onnx.export(model, torch.zeros(1, 3, size, size), model_path, opset_version=17,
                      input_names=["input"], output_names=["logits"],
                      dynamic_axes={"input": {0: "batch"}, "logits": {0: "batch"}})
    onnx.checker.check_model(onnx.load(model_path))
    labels_spec = {
        "classes": classes,
        "input": {"name": "input", "size": size, "layout": "NCHW"},
        "mean": MEAN,
        "std": STD,
        "resize": f"EXIF-rotate, centre-crop to a square, bilinear resize to {size}x{size}, RGB/255, (x - mean) / std",
        "lowConfidenceThreshold": threshold,
        "minPlantFraction": min_plant_fraction,
        "minDetail": min_detail,
        "maxGrain": max_grain,
        "minColours": min_colours,
    }
    with open(os.path.join(args.out, "labels.json"), "w") as file:
        json.dump(labels_spec, file, indent=2)
        file.write("\n")

    # The CI subset is read from the validation results above: the same decoded photos through the same graph.
    subset_rows = []
    for index in range(len(classes)):
        rows = (labels == index).nonzero().flatten().tolist()
        step = max(1, len(rows) // SUBSET_PER_CLASS)
        subset_rows.extend(rows[::step][:SUBSET_PER_CLASS])
    subset = [val_samples[row][0] for row in subset_rows]
    with open(os.path.join(ROOT, "ml", "eval-subset.txt"), "w") as file:
        file.write("\n".join(subset) + "\n")
    subset_predicted = predicted[subset_rows]
    subset_top1 = correct[subset_rows].float().mean().item()

    per_class = {}
    for index, name in enumerate(classes):
        mask = labels == index
        per_class[name] = {"images": int(mask.sum()), "recall": round(correct[mask].float().mean().item(), 4)}
    report = {
        "checkpoint": {"epoch": checkpoint["epoch"], "args": checkpoint["args"], "logit_adjustment": args.logit_adjustment},
        "validation": {
            "images": len(labels),
            "top1": round(correct.float().mean().item(), 4),
            "top3": round((top3 == labels[:, None]).any(dim=1).float().mean().item(), 4),
            "per_class": per_class,
            "confusion_matrix": {"classes": classes, "rows_true_columns_predicted": confusion.tolist()},
        },
        "threshold": {
            "rule": f"largest 0.01 step calling at most {MAX_REJECTED_CORRECT:.0%} of correct validation answers unclear",
            "low_confidence_threshold": threshold,
            "accepted_share": round(accepted.float().mean().item(), 4),
            "accuracy_when_accepted": round(correct[accepted].float().mean().item(), 4),
            "errors_called_unclear": round((~correct & ~accepted).sum().item() / max(1, (~correct).sum().item()), 4),
            "min_plant_fraction": min_plant_fraction,
            "validation_plant_fraction_p0_5": round(fractions.quantile(0.005).item(), 4),
            "min_detail": min_detail,
            "validation_detail_p0_5": round(details.quantile(0.005).item(), 2),
            "max_grain": max_grain,
            "validation_grain_p99_5": round(grains.quantile(0.995).item(), 3),
            "min_colours": min_colours,
            "validation_colours_p0_5": int(colours.quantile(0.005).item()),
            "validation_failing_detail_grain_or_colours": int(((details < min_detail) | (grains > max_grain) | (colours < min_colours)).sum()),
            "off_leaf_synthetic_images": len(off_leaf),
            "off_leaf_accepted": int(off_leaf_accepted.sum()),
        },
        "eval_subset": {"images": len(subset), "python_top1": round(subset_top1, 4),
                        "python_predictions": {path: classes[guess] for path, guess in zip(subset, subset_predicted.tolist())}},
        "onnx": {"path": model_path, "bytes": os.path.getsize(model_path), "opset": 17},
    }
    with open(os.path.join(ROOT, "ml", "validation-report.json"), "w") as file:
        json.dump(report, file, indent=1)
        file.write("\n")
    update_model_card("results", results_markdown(report, classes))
    summary = {"validation": {key: report["validation"][key] for key in ("images", "top1", "top3")},
               "threshold": report["threshold"], "eval_subset_python_top1": subset_top1, "onnx": report["onnx"]}
    print(json.dumps(summary, indent=1))


if __name__ == "__main__":
    main()
