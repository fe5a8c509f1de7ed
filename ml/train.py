"""Trains the leaf-disease classifier: torchvision's MobileNetV2 fine-tuned from ImageNet weights.

The network starts from the ImageNet weights in ../shared/pretrained (a new 29-class head); its stem and first three
blocks stay at those weights. The rest trains on random crops of the photos with field-style augmentation (a leaf on
soil, foliage or a hand, a partial leaf, any rotation, exposure, blur, a coarse downscale, noise), resampled to
--train-size, and is evaluated on the whole photos at --size after every epoch.

A second stage (--init-from-onnx, ADR 0059) starts instead from a served ONNX network, classifier included, and
fine-tunes it on the split's training photos.

Usage: /usr/bin/python3 ml/train.py [--epochs N] [--size PX] [--train-size PX] [--work-dir DIR] [--init-from-onnx FILE]
                                    [--holdout-fraction F] [--field-share S]
Writes per-epoch validation accuracy to <work-dir>/train-log.jsonl, the best checkpoint to <work-dir>/best.pt and the
latest to <work-dir>/last.pt (export with ml/export.py). Runs on CUDA when there is a GPU, else on the CPU.
"""
import argparse
import copy
import json
import math
import os
import time

import onnx
import torch
import torch.nn.functional as F
from onnx import numpy_helper
from torchvision.models import mobilenet_v2

from dataset import HOLDOUT_FRACTION, build_cache, list_classes, series_block_split
from field import BACKGROUNDS, blur, composite, disk_kernel, downscale, expose, leaf_mask, line_kernel, texture
from onnx_torch import without_gate

MEAN = [0.485, 0.456, 0.406]
STD = [0.229, 0.224, 0.225]


def parse_args():
    parser = argparse.ArgumentParser()
    parser.add_argument("--data", default="../shared/datasets/plant-leaves/train")
    parser.add_argument("--pretrained", default="../shared/pretrained/mobilenet_v2_imagenet_float_bnfolded.pt",
                        help="torchvision MobileNetV2 ImageNet weights with batch norm folded into the convolutions")
    parser.add_argument("--init-from-onnx", default=None,
                        help="start from this served ONNX network (classifier included) instead of --pretrained: a "
                             "second stage that fine-tunes the served model")
    parser.add_argument("--holdout-fraction", type=float, default=HOLDOUT_FRACTION,
                        help="share of each photo series held out for validation (its highest-numbered block)")
    parser.add_argument("--work-dir", default="/tmp/farmsight-leaf-train")
    parser.add_argument("--size", type=int, default=144, help="photos are decoded, cached, evaluated and served at this size")
    parser.add_argument("--train-size", type=int, default=112,
                        help="random crops are resampled to this size for training: cheaper, and since a crop makes the "
                             "leaf look larger, a network trained a little smaller does best at --size (FixRes)")
    parser.add_argument("--frozen-blocks", type=int, default=4,
                        help="keep the first N feature blocks (stem included) at their ImageNet weights: generic edges "
                             "and textures, and the costliest layers to train on a CPU")
    parser.add_argument("--min-crop-area", type=float, default=0.5,
                        help="smallest share of the photo a random crop keeps (a partial leaf)")
    parser.add_argument("--field-share", type=float, default=1.0,
                        help="scales how often the field conditions (backgrounds, exposure extremes, blur, downscale, "
                             "noise) are drawn; crops, rotations, flips and mild colour changes stay on every photo")
    parser.add_argument("--threads", type=int, default=os.cpu_count(), help="torch threads; 1 is faster when other jobs share the cores")
    parser.add_argument("--epochs", type=int, default=28)
    parser.add_argument("--batch-size", type=int, default=64)
    parser.add_argument("--max-lr", type=float, default=1e-3)
    parser.add_argument("--weight-decay", type=float, default=0.02)
    parser.add_argument("--ema-decay", type=float, default=0.998,
                        help="evaluate and save an exponential moving average of the weights")
    parser.add_argument("--probe-batches", type=int, default=0, help="time this many batches and exit")
    parser.add_argument("--save-every", type=int, default=100,
                        help="also save the weights (the moving average) every N steps to <work-dir>/latest-step.pt, unevaluated")
    parser.add_argument("--seed", type=int, default=21)
    return parser.parse_args()


def normalise(batch_uint8):
    mean = torch.tensor(MEAN).view(1, 3, 1, 1)
    std = torch.tensor(STD).view(1, 3, 1, 1)
    return (batch_uint8.float() / 255.0 - mean) / std


def field_backgrounds(batch_uint8, images, share):
    """Lays the leaf of a `share` of the photos on a procedural soil, foliage or skin background."""
    chosen = (torch.rand(len(images)) < share).nonzero().flatten()
    if len(chosen) == 0:
        return images
    generator = torch.Generator().manual_seed(int(torch.randint(0, 2**31, (1,))))
    kinds = torch.randint(0, len(BACKGROUNDS), (len(chosen),))
    size = images.shape[-1]
    mask = leaf_mask(batch_uint8[chosen])
    for kind_index, kind in enumerate(BACKGROUNDS):
        rows = (kinds == kind_index).nonzero().flatten()
        if len(rows):
            picked = chosen[rows]
            images[picked] = composite(images[picked], mask[rows], texture(kind, len(rows), size, generator))
    return images


def where_random(images, probability, change):
    """Applies change to a random `probability` share of the batch."""
    chosen = torch.rand(len(images)) < probability
    if chosen.any():
        images[chosen] = change(images[chosen])
    return images


def augment(batch_uint8, train_size, min_crop_area, field_share=1.0):
    """Field-style augmentation on a whole batch: a leaf laid on soil, foliage or skin; random resized crop (a partial
    leaf), rotation (any angle for half the photos) and flips in one affine resample; exposure, contrast, saturation and
    white balance; motion or defocus blur, a coarse downscale and noise. field_share scales how often the field
    conditions are drawn."""
    n = batch_uint8.shape[0]
    images = field_backgrounds(batch_uint8, batch_uint8.float() / 255.0, share=0.3 * field_share)
    area = torch.empty(n).uniform_(min_crop_area, 1.0)
    log_ratio = torch.empty(n).uniform_(math.log(3 / 4), math.log(4 / 3))
    scale_x = torch.sqrt(area * torch.exp(log_ratio)).clamp(max=1.0)
    scale_y = torch.sqrt(area / torch.exp(log_ratio)).clamp(max=1.0)
    angle = torch.where(torch.rand(n) < 0.5, torch.empty(n).uniform_(-math.pi, math.pi),
                        torch.empty(n).uniform_(-math.pi / 8, math.pi / 8))
    flip_x = torch.where(torch.rand(n) < 0.5, -1.0, 1.0)
    flip_y = torch.where(torch.rand(n) < 0.3, -1.0, 1.0)
    shift_x = (torch.rand(n) * 2 - 1) * (1 - scale_x)
    shift_y = (torch.rand(n) * 2 - 1) * (1 - scale_y)
    cos, sin = torch.cos(angle), torch.sin(angle)
    theta = torch.stack([
        torch.stack([cos * scale_x * flip_x, -sin * scale_y * flip_y, shift_x], dim=1),
        torch.stack([sin * scale_x * flip_x, cos * scale_y * flip_y, shift_y], dim=1),
    ], dim=1)
    grid = F.affine_grid(theta, (n, 3, train_size, train_size), align_corners=False)
    images = F.grid_sample(images, grid, mode="bilinear", padding_mode="reflection", align_corners=False)

    def factor(low, high, shape=(n, 1, 1, 1)):
        return torch.empty(shape).uniform_(low, high)

    images = expose(images, torch.where(torch.rand(n, 1, 1, 1) < 0.4 * field_share, factor(-1.5, 1.5), factor(-0.4, 0.4)))
    grey = images.mean(dim=(1, 2, 3), keepdim=True)
    images = (images - grey) * factor(0.75, 1.25) + grey
    luma = (0.299 * images[:, 0:1] + 0.587 * images[:, 1:2] + 0.114 * images[:, 2:3])
    images = (images - luma) * factor(0.7, 1.3) + luma
    images = images * factor(0.92, 1.08, (n, 3, 1, 1))

    motion = line_kernel(int(torch.randint(3, 10, (1,))), torch.rand(1).item() * math.pi)
    images = where_random(images, 0.12 * field_share, lambda chosen: blur(chosen, motion))
    defocus = disk_kernel(1 + 1.5 * torch.rand(1).item())
    images = where_random(images, 0.12 * field_share, lambda chosen: blur(chosen, defocus))
    reduction = int(torch.randint(2, 5, (1,)))
    images = where_random(images, 0.12 * field_share, lambda chosen: downscale(chosen, reduction))
    images = where_random(images, 0.3 * field_share, lambda chosen: chosen + torch.randn_like(chosen) * factor(0.0, 0.03, (len(chosen), 1, 1, 1)))
    images = images.clamp(0.0, 1.0)
    mean = torch.tensor(MEAN).view(1, 3, 1, 1)
    std = torch.tensor(STD).view(1, 3, 1, 1)
    return (images - mean) / std


def one_cycle_lr(progress, max_lr, warmup=0.05):
    """Linear warm-up to max_lr, then cosine decay to ~0, as a function of training progress 0..1."""
    if progress < warmup:
        return max_lr * (0.04 + 0.96 * progress / warmup)
    return max_lr * 0.5 * (1 + math.cos(math.pi * (progress - warmup) / (1 - warmup))) + 1e-6


def build_model(num_classes):
    return mobilenet_v2(num_classes=num_classes)


def served_weights(path):
    """The served ONNX network's weights (batch norm folded, as in the --pretrained file): conv{NN}.weight/bias for the
    52 convolutions in graph order (torchvision's module order), and the classifier's weight and bias. The gate's
    nodes and the class-share adjustment are left out: the adjustment is added again at export."""
    graph = without_gate(onnx.load(path)).graph
    arrays = {init.name: torch.from_numpy(numpy_helper.to_array(init).copy()) for init in graph.initializer}
    convs = [node for node in graph.node if node.op_type == "Conv"]
    weights = {}
    for index, node in enumerate(convs):
        weights[f"conv{index:02d}.weight"] = arrays[node.input[1]]
        weights[f"conv{index:02d}.bias"] = arrays[node.input[2]]
    weights["classifier.weight"] = arrays["model.classifier.1.weight"]
    weights["classifier.bias"] = arrays["model.classifier.1.bias"]
    return weights


@torch.no_grad()
def load_folded_weights(model, folded, images):
    """Loads weights whose batch norm was folded into conv weights and biases, and rebuilds each BatchNorm
    so the network computes the same function in training mode too: the folded bias goes into the BN shift, and the
    BN statistics and scale are set to the mean and spread of each conv's output on `images` (leaf photos), so
    normalising by the batch's statistics gives back about the folded network's activations. The classifier stays
    new (num_classes outputs) unless `folded` has one (a served network)."""
    convs = [module for module in model.features.modules() if isinstance(module, torch.nn.Conv2d)]
    norms = [module for module in model.features.modules() if isinstance(module, torch.nn.BatchNorm2d)]
    assert len(convs) == len(norms) == 52, "torchvision MobileNetV2 has 52 conv+BN pairs"
    outputs = {}
    hooks = []
    for index, (conv, norm) in enumerate(zip(convs, norms)):
        conv.weight.copy_(folded[f"conv{index:02d}.weight"])
        norm.running_mean.zero_()
        norm.running_var.fill_(1 - norm.eps)
        norm.weight.fill_(1)
        norm.bias.copy_(folded[f"conv{index:02d}.bias"])
        hooks.append(conv.register_forward_hook(lambda module, inputs, output, index=index: outputs.__setitem__(
            index, (output.mean(dim=(0, 2, 3)), output.var(dim=(0, 2, 3))))))
    model.eval()
    model(normalise(images))
    for hook in hooks:
        hook.remove()
    for index, norm in enumerate(norms):
        mean, variance = outputs[index]
        norm.running_mean.copy_(mean)
        norm.running_var.copy_(variance)
        norm.weight.copy_(torch.sqrt(variance + norm.eps))
        norm.bias.add_(mean)
    if "classifier.weight" in folded:
        model.classifier[1].weight.copy_(folded["classifier.weight"])
        model.classifier[1].bias.copy_(folded["classifier.bias"])


class WeightAverage:
    """Exponential moving average of a model's parameters and BatchNorm statistics."""

    def __init__(self, model, decay):
        self.model = copy.deepcopy(model).eval()
        self.decay = decay

    @torch.no_grad()
    def update(self, model):
        for average, current in zip(self.model.state_dict().values(), model.state_dict().values()):
            if average.is_floating_point():
                average.lerp_(current, 1 - self.decay)
            else:
                average.copy_(current)


def to_network(batch, device):
    """The batch on the device in channels-last memory order: oneDNN's convolutions run MobileNetV2 faster on the CPU
    that way (an epoch at 112 px took 98 s instead of 127 s, measured on 2 cores)."""
    return batch.to(device).contiguous(memory_format=torch.channels_last)


def predictions(model, inputs, device, batch_size=256):
    model.eval()
    with torch.no_grad():
        return torch.cat([model(to_network(inputs[start:start + batch_size].float(), device)).argmax(dim=1).cpu()
                          for start in range(0, len(inputs), batch_size)])


def checkpoint_of(model, classes, args, epoch, step):
    return {"model": {name: value.cpu() for name, value in model.state_dict().items()}, "classes": classes,
            "size": args.size, "epoch": epoch, "step": step, "args": vars(args)}


class EpochLog:
    """After each epoch: the validation top-1 (overall and the weakest class) to train-log.jsonl, and the checkpoints."""

    def __init__(self, args, classes, val_labels):
        self.args, self.classes, self.val_labels = args, classes, val_labels
        self.path = os.path.join(args.work_dir, "train-log.jsonl")
        self.best_accuracy = 0.0
        self.started = time.time()

    def record(self, kept, predicted, epoch, steps, loss, epoch_started, device):
        correct = predicted == self.val_labels
        recalls = [correct[self.val_labels == index].float().mean().item() for index in range(len(self.classes))]
        accuracy = correct.float().mean().item()
        weakest = min(range(len(recalls)), key=recalls.__getitem__)
        record = {"epoch": epoch, "loss": round(loss, 4), "val_top1": round(accuracy, 4),
                  "weakest_class": self.classes[weakest], "weakest_recall": round(recalls[weakest], 4),
                  "seconds": round(time.time() - epoch_started, 1), "total_minutes": round((time.time() - self.started) / 60, 1),
                  "device": str(device)}
        with open(self.path, "a") as log:
            log.write(json.dumps(record) + "\n")
        print(record, flush=True)
        checkpoint = {**checkpoint_of(kept, self.classes, self.args, epoch, steps), "val_top1": accuracy}
        torch.save(checkpoint, os.path.join(self.args.work_dir, "last.pt"))
        if accuracy >= self.best_accuracy:
            self.best_accuracy = accuracy
            torch.save(checkpoint, os.path.join(self.args.work_dir, "best.pt"))


def train(args, model, train_images, train_labels, val_images, log, device):
    """The network but its first --frozen-blocks blocks, on freshly augmented random crops at every step."""
    frozen = model.features[:args.frozen_blocks]
    frozen.requires_grad_(False)
    average = WeightAverage(model, args.ema_decay) if args.ema_decay else None
    optimizer = torch.optim.AdamW([p for p in model.parameters() if p.requires_grad], lr=args.max_lr, weight_decay=args.weight_decay)
    steps_per_epoch = len(train_images) // args.batch_size
    loss_fn = torch.nn.CrossEntropyLoss(label_smoothing=0.1)
    val_inputs = normalise(val_images)
    for epoch in range(1, args.epochs + 1):
        model.train()
        frozen.eval()  # their BN statistics stay as measured on leaf photos at the start
        epoch_started = time.time()
        order = torch.randperm(len(train_images))
        total_loss = 0.0
        for step in range(steps_per_epoch):
            for group in optimizer.param_groups:
                group["lr"] = one_cycle_lr((epoch - 1 + step / steps_per_epoch) / args.epochs, args.max_lr)
            index = order[step * args.batch_size:(step + 1) * args.batch_size]
            inputs = to_network(augment(train_images[index], args.train_size, args.min_crop_area, args.field_share), device)
            loss = loss_fn(model(inputs), train_labels[index].to(device))
            optimizer.zero_grad(set_to_none=True)
            loss.backward()
            optimizer.step()
            if average:
                average.update(model)
            total_loss += loss.item()
            if (step + 1) % 50 == 0:
                print(f"epoch {epoch} step {step + 1}/{steps_per_epoch} loss {total_loss / (step + 1):.3f} "
                      f"lr {optimizer.param_groups[0]['lr']:.5f} {time.time() - epoch_started:.0f}s", flush=True)
            if (step + 1) % args.save_every == 0:
                torch.save(checkpoint_of(average.model if average else model, log.classes, args, epoch, step + 1),
                           os.path.join(args.work_dir, "latest-step.pt"))
            if args.probe_batches and step + 1 == args.probe_batches:
                per_batch = (time.time() - epoch_started) / args.probe_batches
                print(f"probe: {per_batch:.2f}s/batch -> {per_batch * steps_per_epoch:.0f}s/epoch", flush=True)
                return
        kept = average.model if average else model
        log.record(kept, predictions(kept, val_inputs, device), epoch, steps_per_epoch, total_loss / steps_per_epoch,
                   epoch_started, device)


def main():
    args = parse_args()
    device = torch.device("cuda" if torch.cuda.is_available() else "cpu")
    torch.manual_seed(args.seed)
    torch.set_num_threads(args.threads)
    os.makedirs(args.work_dir, exist_ok=True)
    classes = list_classes(args.data)
    train_samples, val_samples = series_block_split(args.data, classes, args.holdout_fraction)
    started = time.time()
    train_images, train_labels = build_cache(
        args.data, train_samples, args.size, os.path.join(args.work_dir, f"train-{args.size}.pt"))
    val_images, val_labels = build_cache(
        args.data, val_samples, args.size, os.path.join(args.work_dir, f"val-{args.size}.pt"))
    print(f"cache: {len(train_samples)} train / {len(val_samples)} val in {time.time() - started:.0f}s", flush=True)

    model = build_model(len(classes))
    folded = served_weights(args.init_from_onnx) if args.init_from_onnx else torch.load(args.pretrained, map_location="cpu")
    load_folded_weights(model, folded, train_images[torch.randperm(len(train_images))[:256]])
    model = model.to(device).to(memory_format=torch.channels_last)
    log = EpochLog(args, classes, val_labels)
    if args.init_from_onnx and not args.probe_batches:  # the starting point, for comparison
        log.record(model, predictions(model, normalise(val_images), device), 0, 0, 0.0, time.time(), device)
    train(args, model, train_images, train_labels, val_images, log, device)


if __name__ == "__main__":
    main()
