"""Runs the served ONNX graph in torch, so the gate can be fitted on the exact network that is served (the training
checkpoint is not kept, and Debian has no onnxruntime for Python). It knows only the operators the exported
MobileNetV2 uses; anything else stops it, so a changed graph cannot be misread."""
import hashlib

import onnx
import torch
import torch.nn.functional as F
from onnx import numpy_helper

# The tensor the classifier reads: the network's pooled 1,280 features (the penultimate layer).
FEATURES = "/model/Flatten_output_0"
# The classifier's logits before the class-share adjustment and the log-softmax.
RAW_LOGITS = "/model/classifier/classifier.1/Gemm_output_0"


# The gate's outputs (ml/gate.py) and the prefix of its nodes and constants.
GATE_OUTPUTS = ("leaf_score", "trust_score", "class_distance")
GATE_PREFIX = "gate_"


def without_gate(model):
    """The classifier's graph alone: the gate's nodes, constants and outputs removed (in place), so the gate can be
    fitted again on a model that already has one."""
    graph = model.graph
    gate_node = lambda node: any(name in GATE_OUTPUTS or name.startswith(GATE_PREFIX) for name in node.output)  # noqa: E731
    kept_nodes = [node for node in graph.node if not gate_node(node)]
    kept_inits = [init for init in graph.initializer if not init.name.startswith(GATE_PREFIX)]
    kept_outputs = [output for output in graph.output if output.name not in GATE_OUTPUTS]
    for field, kept in ((graph.node, kept_nodes), (graph.initializer, kept_inits), (graph.output, kept_outputs)):
        del field[:]
        field.extend(kept)
    return model


def attributes(node):
    return {attribute.name: onnx.helper.get_attribute_value(attribute) for attribute in node.attribute}


class OnnxNetwork:
    def __init__(self, path):
        self.model = without_gate(onnx.load(path))
        self.weights = {init.name: torch.from_numpy(numpy_helper.to_array(init).copy())
                        for init in self.model.graph.initializer}
        # Names the classifier's weights (the gate's left out), so outputs cached for one network are not reused for another.
        self.fingerprint = hashlib.sha256(b"".join(init.raw_data for init in self.model.graph.initializer)).hexdigest()

    def run(self, images, wanted=("logits", FEATURES, RAW_LOGITS)):
        """Normalised images (N, 3, H, W) -> {name: tensor} for the names wanted."""
        values = dict(self.weights)
        values[self.model.graph.input[0].name] = images
        for node in self.model.graph.node:
            inputs = [values[name] if name else None for name in node.input]
            values[node.output[0]] = self.operator(node, inputs)
        return {name: values[name] for name in wanted}

    @staticmethod
    def operator(node, inputs):
        options = attributes(node)
        kind = node.op_type
        if kind == "Constant":
            return torch.from_numpy(numpy_helper.to_array(options["value"]).copy())
        if kind == "Conv":
            pads = options.get("pads", [0, 0, 0, 0])
            if pads[0] != pads[2] or pads[1] != pads[3]:
                raise ValueError("asymmetric padding is not supported")
            return F.conv2d(inputs[0], inputs[1], inputs[2] if len(inputs) > 2 else None,
                            stride=options.get("strides", [1, 1]), padding=pads[:2],
                            dilation=options.get("dilations", [1, 1]), groups=options.get("group", 1))
        if kind == "Clip":
            return inputs[0].clamp(float(inputs[1]), float(inputs[2]))
        if kind == "Add":
            return inputs[0] + inputs[1]
        if kind == "GlobalAveragePool":
            return inputs[0].mean(dim=(2, 3), keepdim=True)
        if kind == "Flatten":
            return inputs[0].flatten(options.get("axis", 1))
        if kind == "Gemm":
            weight = inputs[1].t() if options.get("transB", 0) else inputs[1]
            return options.get("alpha", 1.0) * inputs[0] @ weight + options.get("beta", 1.0) * inputs[2]
        if kind == "LogSoftmax":
            return torch.log_softmax(inputs[0], dim=options.get("axis", -1))
        raise ValueError(f"operator {kind} is not supported")
