"""Trains the leaf-disease classifier from scratch on the CPU.

Usage: /usr/bin/python3 ml/train.py [--epochs N] [--size PX] [--work-dir DIR]
Writes per-epoch validation accuracy to <work-dir>/train-log.jsonl, the best checkpoint to
<work-dir>/best.pt and the latest to <work-dir>/last.pt (export either with ml/export.py).
"""
import argparse
import copy
import json
import math
import os
import time

import torch
import torch.nn.functional as F
from torchvision.models import mobilenet_v3_small

from dataset import build_cache, list_classes, series_block_split

MEAN = [0.485, 0.456, 0.406]
STD = [0.229, 0.224, 0.225]


def parse_args():
    parser = argparse.ArgumentParser()
    parser.add_argument("--data", default="../shared/datasets/plant-leaves/train")
    parser.add_argument("--work-dir", default="/tmp/farmsight-leaf-train")
    parser.add_argument("--size", type=int, default=128, help="photos are decoded and cached at this size")
    parser.add_argument("--network-size", type=int, default=0,
                        help="the network sees the photo enlarged to this size inside torch (default: --size)")
    parser.add_argument("--min-crop-area", type=float, default=0.55,
                        help="smallest share of the photo a random crop keeps")
    parser.add_argument("--threads", type=int, default=os.cpu_count(),
                        help="torch threads; 1 is faster when other jobs share the cores")
    parser.add_argument("--epochs", type=int, default=30)
    parser.add_argument("--time-budget-min", type=float, default=0,
                        help="if set, the LR schedule runs on wall time and training stops at the budget (--epochs is ignored)")
    parser.add_argument("--batch-size", type=int, default=96)
    parser.add_argument("--max-lr", type=float, default=3e-3)
    parser.add_argument("--weight-decay", type=float, default=0.05)
    parser.add_argument("--probe-batches", type=int, default=0, help="time this many batches and exit")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--init-from", nargs="+",
                        help="start from this checkpoint's weights, or the mean of several (a further training cycle)")
    parser.add_argument("--cutmix", type=float, default=0,
                        help="share of batches where a random box of each photo is replaced by another photo's")
    parser.add_argument("--ema-decay", type=float, default=0,
                        help="if set, evaluate and save an exponential moving average of the weights")
    parser.add_argument("--teachers", nargs="+", default=[],
                        help="distil from these checkpoints: their mean probabilities on each training photo and its mirror image")
    parser.add_argument("--teacher-weight", type=float, default=0.7,
                        help="share of the training target taken from the teachers (the rest is the label)")
    return parser.parse_args()


def normalise(batch_uint8):
    mean = torch.tensor(MEAN).view(1, 3, 1, 1)
    std = torch.tensor(STD).view(1, 3, 1, 1)
    return (batch_uint8.float() / 255.0 - mean) / std


def enlarge(images, network_size):
    """Bilinear resize to network_size, as the exported graph does before the network."""
    if images.shape[-1] == network_size:
        return images
    return F.interpolate(images, size=(network_size, network_size), mode="bilinear", align_corners=False)


def augment(batch_uint8, network_size, min_crop_area):
    """Photo-style augmentation on a whole batch: random resized crop + rotation + flips in one
    affine resample to network_size, then brightness/contrast/saturation/white-balance jitter, blur and noise."""
    n = batch_uint8.shape[0]
    images = batch_uint8.float() / 255.0
    area = torch.empty(n).uniform_(min_crop_area, 1.0)
    log_ratio = torch.empty(n).uniform_(math.log(3 / 4), math.log(4 / 3))
    scale_x = torch.sqrt(area * torch.exp(log_ratio)).clamp(max=1.0)
    scale_y = torch.sqrt(area / torch.exp(log_ratio)).clamp(max=1.0)
    angle = torch.empty(n).uniform_(-math.pi / 8, math.pi / 8)
    flip_x = torch.where(torch.rand(n) < 0.5, -1.0, 1.0)
    flip_y = torch.where(torch.rand(n) < 0.3, -1.0, 1.0)
    shift_x = (torch.rand(n) * 2 - 1) * (1 - scale_x)
    shift_y = (torch.rand(n) * 2 - 1) * (1 - scale_y)
    cos, sin = torch.cos(angle), torch.sin(angle)
    theta = torch.stack([
        torch.stack([cos * scale_x * flip_x, -sin * scale_y * flip_y, shift_x], dim=1),
        torch.stack([sin * scale_x * flip_x, cos * scale_y * flip_y, shift_y], dim=1),
    ], dim=1)
    grid = F.affine_grid(theta, (n, 3, network_size, network_size), align_corners=False)
    images = F.grid_sample(images, grid, mode="bilinear", padding_mode="reflection", align_corners=False)

    def factor(low, high, shape=(n, 1, 1, 1)):
        return torch.empty(shape).uniform_(low, high)

    images = images * factor(0.75, 1.25)
    grey = images.mean(dim=(1, 2, 3), keepdim=True)
    images = (images - grey) * factor(0.8, 1.2) + grey
    luma = (0.299 * images[:, 0:1] + 0.587 * images[:, 1:2] + 0.114 * images[:, 2:3])
    images = (images - luma) * factor(0.75, 1.25) + luma
    images = images * factor(0.93, 1.07, (n, 3, 1, 1))

    blurred = torch.rand(n) < 0.25
    if blurred.any():
        images[blurred] = F.avg_pool2d(images[blurred], 3, stride=1, padding=1, count_include_pad=False)
    noisy = torch.rand(n) < 0.3
    if noisy.any():
        images[noisy] += torch.randn_like(images[noisy]) * factor(0.0, 0.02, (int(noisy.sum()), 1, 1, 1))
    images = images.clamp(0.0, 1.0)
    mean = torch.tensor(MEAN).view(1, 3, 1, 1)
    std = torch.tensor(STD).view(1, 3, 1, 1)
    return (images - mean) / std


def one_cycle_lr(progress, max_lr, warmup=0.1):
    """Linear warm-up to max_lr, then cosine decay to ~0, as a function of training progress 0..1."""
    if progress < warmup:
        return max_lr * (0.04 + 0.96 * progress / warmup)
    return max_lr * 0.5 * (1 + math.cos(math.pi * (progress - warmup) / (1 - warmup))) + 1e-6


def build_model(num_classes):
    return mobilenet_v3_small(num_classes=num_classes)


def mean_weights(states):
    """The mean of several state dicts (fine-tunes of one network); integer buffers come from the first."""
    return {name: sum(state[name] for state in states) / len(states) if value.is_floating_point() else value
            for name, value in states[0].items()}


def cutmix(inputs, targets):
    """Pastes the same random box from a shuffled copy of the batch into every photo (Yun et al. 2019) and
    mixes the target probabilities by area."""
    size = inputs.shape[-1]
    side = int(size * math.sqrt(1 - torch.rand(1).item()))
    top, left = torch.randint(0, size - side + 1, (2,)).tolist()
    order = torch.randperm(inputs.shape[0])
    inputs[:, :, top:top + side, left:left + side] = inputs[order, :, top:top + side, left:left + side]
    kept_share = 1 - side * side / (size * size)
    return inputs, kept_share * targets + (1 - kept_share) * targets[order]


@torch.no_grad()
def teacher_probabilities(paths, images, batch_size=256):
    """Mean class probabilities of several checkpoints, each at its own network size, on each photo and its mirror image
    (knowledge distillation, Hinton et al. 2015)."""
    total = 0
    for path in paths:
        checkpoint = torch.load(path)
        teacher = build_model(len(checkpoint["classes"]))
        teacher.load_state_dict(checkpoint["model"])
        teacher.eval()
        network_size = checkpoint["args"].get("network_size") or checkpoint["size"]
        outputs = []
        for start in range(0, len(images), batch_size):
            batch = enlarge(normalise(images[start:start + batch_size]), network_size)
            outputs.append((torch.softmax(teacher(batch), 1) + torch.softmax(teacher(batch.flip(-1)), 1)) / 2)
        total = total + torch.cat(outputs)
        print(f"teacher {path} done", flush=True)
    return total / len(paths)


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


def evaluate(model, images, labels, network_size, batch_size=256):
    model.eval()
    predictions = []
    with torch.no_grad():
        for start in range(0, len(images), batch_size):
            batch = enlarge(normalise(images[start:start + batch_size]), network_size)
            batch = batch.contiguous(memory_format=torch.channels_last)
            predictions.append(model(batch).argmax(dim=1))
    return (torch.cat(predictions) == labels).float().mean().item()


def main():
    args = parse_args()
    network_size = args.network_size or args.size
    torch.manual_seed(args.seed)
    torch.set_num_threads(args.threads)
    os.makedirs(args.work_dir, exist_ok=True)
    classes = list_classes(args.data)
    train_samples, val_samples = series_block_split(args.data, classes)
    started = time.time()
    train_images, train_labels = build_cache(
        args.data, train_samples, args.size, os.path.join(args.work_dir, f"train-{args.size}.pt"))
    val_images, val_labels = build_cache(
        args.data, val_samples, args.size, os.path.join(args.work_dir, f"val-{args.size}.pt"))
    print(f"cache: {len(train_samples)} train / {len(val_samples)} val in {time.time() - started:.0f}s", flush=True)

    teacher_targets = None
    if args.teachers:
        teacher_targets = teacher_probabilities(args.teachers, train_images)
        agreement = (teacher_targets.argmax(1) == train_labels).float().mean().item()
        print(f"teachers: {len(args.teachers)}, top-1 on the training photos {agreement:.4f}", flush=True)

    model = build_model(len(classes))
    if args.init_from:
        model.load_state_dict(mean_weights([torch.load(path)["model"] for path in args.init_from]))
    model = model.to(memory_format=torch.channels_last)
    average = WeightAverage(model, args.ema_decay) if args.ema_decay else None
    optimizer = torch.optim.AdamW(model.parameters(), lr=args.max_lr, weight_decay=args.weight_decay)
    steps_per_epoch = len(train_images) // args.batch_size
    budget_seconds = args.time_budget_min * 60
    training_started = time.time()
    loss_fn = torch.nn.CrossEntropyLoss(label_smoothing=0.1)
    log_path = os.path.join(args.work_dir, "train-log.jsonl")
    best_accuracy = 0.0

    progress = 0.0
    last_epoch = 10**6 if budget_seconds else args.epochs
    for epoch in range(1, last_epoch + 1):
        if progress >= 1.0:
            break
        model.train()
        epoch_started = time.time()
        order = torch.randperm(len(train_images))
        total_loss = 0.0
        steps_done = 0
        for step in range(steps_per_epoch):
            if budget_seconds:
                progress = (time.time() - training_started) / budget_seconds
            else:
                progress = (epoch - 1 + step / steps_per_epoch) / args.epochs
            if progress >= 1.0:
                break
            for group in optimizer.param_groups:
                group["lr"] = one_cycle_lr(progress, args.max_lr)
            index = order[step * args.batch_size:(step + 1) * args.batch_size]
            inputs = augment(train_images[index], network_size, args.min_crop_area).contiguous(memory_format=torch.channels_last)
            targets = F.one_hot(train_labels[index], len(classes)).float()
            if teacher_targets is not None:
                targets = (1 - args.teacher_weight) * targets + args.teacher_weight * teacher_targets[index]
            if args.cutmix and torch.rand(1).item() < args.cutmix:  # draws only with CutMix: cycles 1-4 keep their random stream
                inputs, targets = cutmix(inputs, targets)
            loss = loss_fn(model(inputs), targets)
            optimizer.zero_grad(set_to_none=True)
            loss.backward()
            optimizer.step()
            if average:
                average.update(model)
            total_loss += loss.item()
            steps_done += 1
            if steps_done % 50 == 0:
                print(f"epoch {epoch} step {steps_done}/{steps_per_epoch} loss {total_loss / steps_done:.3f} "
                      f"lr {optimizer.param_groups[0]['lr']:.5f} {time.time() - epoch_started:.0f}s", flush=True)
            if args.probe_batches and step + 1 == args.probe_batches:
                per_batch = (time.time() - epoch_started) / args.probe_batches
                print(f"probe: {per_batch:.2f}s/batch -> {per_batch * steps_per_epoch:.0f}s/epoch", flush=True)
                return
        kept = average.model if average else model
        accuracy = evaluate(kept, val_images, val_labels, network_size)
        record = {"epoch": epoch, "steps": steps_done, "loss": round(total_loss / max(steps_done, 1), 4), "val_top1": round(accuracy, 4),
                  "seconds": round(time.time() - epoch_started, 1)}
        with open(log_path, "a") as log:
            log.write(json.dumps(record) + "\n")
        print(record, flush=True)
        checkpoint = {"model": kept.state_dict(), "classes": classes, "size": args.size, "epoch": epoch,
                      "val_top1": accuracy, "args": vars(args)}
        torch.save(checkpoint, os.path.join(args.work_dir, "last.pt"))
        if accuracy >= best_accuracy:
            best_accuracy = accuracy
            torch.save(checkpoint, os.path.join(args.work_dir, "best.pt"))


if __name__ == "__main__":
    main()
