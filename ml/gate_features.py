"""The served network's outputs on every photo set the gate is fitted and measured on (ADR 0042), cached per set.

Each set is a dict of uint8 images (N, 3, 144, 144) and, through the served ONNX graph run in torch (onnx_torch.py):
`log_probs` (the served output), `raw_logits` (before the class-share adjustment) and `features` (the pooled 1,280
penultimate features). Sets: a quarter of the training photos, all validation photos, the validation photos under the
simulated field conditions of ml/robustness.py, training photos on field backgrounds, off-leaf photos (off_leaf.py)
and the field-like sets on real backgrounds, one to fit and one to measure (field_set.py)."""
import os

import torch

from dataset import build_cache, list_classes, series_block_split
from field import BACKGROUNDS, composite, leaf_mask, texture
from onnx_torch import FEATURES, RAW_LOGITS, OnnxNetwork
from train import normalise

SIZE = 144


def run_network(network, images, batch_size=128):
    outputs = {"log_probs": [], "raw_logits": [], "features": []}
    with torch.no_grad():
        for start in range(0, len(images), batch_size):
            values = network.run(normalise(images[start:start + batch_size]))
            outputs["log_probs"].append(values["logits"])
            outputs["raw_logits"].append(values[RAW_LOGITS])
            outputs["features"].append(values[FEATURES])
    return {name: torch.cat(parts) for name, parts in outputs.items()}


def on_field_backgrounds(images, seed):
    """Each photo's leaf laid on one of field.py's backgrounds (soil, other leaves, a hand), in turn."""
    generator = torch.Generator().manual_seed(seed)
    floats = images.float() / 255
    out = torch.empty_like(floats)
    for index, kind in enumerate(BACKGROUNDS):
        rows = torch.arange(index, len(images), len(BACKGROUNDS))
        out[rows] = composite(floats[rows], leaf_mask(images[rows]), texture(kind, len(rows), SIZE, generator))
    return (out * 255).round().to(torch.uint8)


def simulated_field(images):
    """ml/robustness.py's conditions but JPEG (which needs an encoder round trip): {condition: uint8 images}."""
    from robustness import CONDITIONS  # robustness.py imports export.py; only needed here
    out = {}
    with torch.no_grad():
        for name, change in CONDITIONS.items():
            if name.startswith("JPEG") or name == "clean":
                continue
            out[name] = (change(images.float() / 255, images).clamp(0, 1) * 255).round().to(torch.uint8)
    return out


def cached(work_dir, name, build, network):
    """The set's images and the network's outputs on them, from <work_dir>/<name>.pt when that was computed by the same
    network (a retrained model must not be fitted on the last one's outputs; its images are reused)."""
    path = os.path.join(work_dir, f"{name}.pt")
    if os.path.exists(path):
        result = torch.load(path)
        if result.get("network") == network.fingerprint:
            return result
        images, extra = result["images"], {key: result[key] for key in ("labels", "names") if key in result}
    else:
        print(f"building {name}", flush=True)
        images, extra = build()
    print(f"running the network on {name}", flush=True)
    result = {"images": images, **extra, **run_network(network, images), "network": network.fingerprint}
    torch.save(result, path)
    return result


def all_sets(data_dir, model_path, off_leaf_root, work_dir):
    from field_set import field_like_set
    from off_leaf import off_leaf_set

    os.makedirs(work_dir, exist_ok=True)
    torch.set_num_threads(os.cpu_count())
    network = OnnxNetwork(model_path)
    train_samples, val_samples = series_block_split(data_dir, list_classes(data_dir))
    val_images, val_labels = build_cache(data_dir, val_samples, SIZE, os.path.join(work_dir, "val-images.pt"))
    quarter = train_samples[::4]
    sets = {
        "val": cached(work_dir, "val", lambda: (val_images, {"labels": val_labels}), network),
        "train": cached(work_dir, "train", lambda: _with_labels(build_cache(data_dir, quarter, SIZE, os.path.join(work_dir, "train-images.pt"))), network),
    }
    train_images = sets["train"]["images"]
    sets["train_field"] = cached(work_dir, "train_field", lambda: (on_field_backgrounds(train_images[::4], 5),
                                                                   {"labels": sets["train"]["labels"][::4]}), network)
    # The validation split is the top 6% of every series (dataset.py): each set draws on a quarter or a half of it, so
    # the sets keep the sizes they had when the split held 12% (ADR 0059).
    rows = torch.arange(len(val_images))
    every_fourth = rows[rows % 4 == 0]
    for condition, images in simulated_field(val_images[every_fourth]).items():
        key = "sim:" + condition
        sets[key] = cached(work_dir, key.replace(" ", "_").replace("/", "-"), lambda images=images: (images, {"labels": val_labels[every_fourth]}), network)
    sets["off_leaf_train"] = cached(work_dir, "off_leaf_train", lambda: _with_names(off_leaf_set(off_leaf_root, SIZE, "train")), network)
    sets["off_leaf_test"] = cached(work_dir, "off_leaf_test", lambda: _with_names(off_leaf_set(off_leaf_root, SIZE, "test")), network)
    fit_rows, test_rows = rows[rows % 4 >= 2], rows[rows % 4 < 2]  # no leaf in both
    sets["field_fit"] = cached(work_dir, "field_fit", lambda: _joined(
        field_like_set(val_images[fit_rows], val_labels[fit_rows], off_leaf_root, "fit", seed=31),
        field_like_set(val_images[fit_rows], val_labels[fit_rows], off_leaf_root, "fit", seed=32)), network)
    sets["field_test"] = cached(work_dir, "field_test", lambda: field_like_set(val_images[test_rows], val_labels[test_rows], off_leaf_root, "test"), network)
    return sets


def _joined(first, second):
    return torch.cat([first[0], second[0]]), {"labels": torch.cat([first[1]["labels"], second[1]["labels"]])}


def _with_labels(pair):
    images, labels = pair
    return images, {"labels": labels}


def _with_names(pair):
    images, names = pair
    return images, {"names": names}
