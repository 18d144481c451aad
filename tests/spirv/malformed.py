#!/usr/bin/env python3
"""Malformed SPIR-V: one test per category of bad input. A valid module (assembled here
by spirv-as) is damaged in one way per test -- truncated, wrong magic or version, ids out
of bounds, references to nothing, type mismatches, wrong word counts, an unsupported
capability, ... -- and spv2ll must reject it with exit status 1 and a diagnostic that
names the problem and, for a bad instruction, its word offset and opcode. A crash or a
hang is a failure.

  malformed.py path/to/spv2ll outdir        prints PASS:/FAIL: lines
"""
import os, struct, subprocess, sys

BASE = r"""
               OpCapability Shader
               OpMemoryModel Logical GLSL450
               OpEntryPoint GLCompute %main "main" %gid
               OpExecutionMode %main LocalSize 64 1 1
               OpName %main "main"
               OpDecorate %gid BuiltIn GlobalInvocationId
               OpDecorate %buf DescriptorSet 0
               OpDecorate %buf Binding 0
               OpDecorate %B Block
               OpMemberDecorate %B 0 Offset 0
               OpDecorate %rta ArrayStride 4
       %void = OpTypeVoid
         %fn = OpTypeFunction %void
       %uint = OpTypeInt 32 0
      %float = OpTypeFloat 32
       %bool = OpTypeBool
     %v3uint = OpTypeVector %uint 3
     %ptr_in = OpTypePointer Input %v3uint
        %gid = OpVariable %ptr_in Input
        %rta = OpTypeRuntimeArray %uint
          %B = OpTypeStruct %rta
      %ptr_B = OpTypePointer StorageBuffer %B
      %ptr_u = OpTypePointer StorageBuffer %uint
        %buf = OpVariable %ptr_B StorageBuffer
     %uint_0 = OpConstant %uint 0
     %uint_1 = OpConstant %uint 1
    %float_1 = OpConstant %float 1
       %main = OpFunction %void None %fn
      %entry = OpLabel
         %g3 = OpLoad %v3uint %gid
          %g = OpCompositeExtract %uint %g3 0
          %p = OpAccessChain %ptr_u %buf %uint_0 %g
          %x = OpLoad %uint %p
        %sum = OpIAdd %uint %x %uint_1
               OpBranch %next
       %next = OpLabel
               OpStore %p %sum
               OpReturn
               OpFunctionEnd
"""

OPS = {"Capability": 17, "EntryPoint": 15, "TypeFloat": 22, "Constant": 43, "IAdd": 128,
       "Branch": 249, "Return": 253, "FunctionEnd": 56, "Load": 61, "Label": 248}


def assemble(outdir):
    src = os.path.join(outdir, "malformed_base.spvasm")
    spv = os.path.join(outdir, "malformed_base.spv")
    with open(src, "w") as f:
        f.write(BASE)
    subprocess.run(["spirv-as", "--target-env", "vulkan1.1", "-o", spv, src], check=True)
    with open(spv, "rb") as f:
        data = f.read()
    return list(struct.unpack("<%dI" % (len(data) // 4), data))


def insts(words):
    """(offset, opcode, word count) of every instruction."""
    out, off = [], 5
    while off < len(words):
        wc, op = words[off] >> 16, words[off] & 0xFFFF
        out.append((off, op, wc))
        off += wc
    return out


def find(words, opname, nth=0):
    hits = [i for i in insts(words) if i[1] == OPS[opname]]
    return hits[nth]


def pack(words):
    return struct.pack("<%dI" % len(words), *[w & 0xFFFFFFFF for w in words])


def main():
    spv2ll, outdir = sys.argv[1], sys.argv[2]
    try:
        w = assemble(outdir)
    except Exception as e:  # noqa: BLE001
        print("FAIL: spirv-malformed (cannot assemble the base module: %s)" % e)
        return
    bound = w[3]
    iadd = find(w, "IAdd")
    ia = iadd[0]  # OpIAdd: [wc|op, result type, result, a, b]
    const_float = find(w, "Constant", 2)  # %float_1: [wc|op, type, id, value]
    cases = []

    def case(name, data, expect, where=None):
        cases.append((name, data, expect, where))

    case("empty", b"", "truncated module: 0 words")
    case("odd-size", pack(w)[:-3], "is not a multiple of 4 bytes")
    case("truncated-header", pack(w[:3]), "truncated module: 3 words")
    m = w[:]; m[0] = 0x12345678
    case("wrong-magic", pack(m), "wrong magic number 0x12345678")
    m = w[:]; m[1] = 0x00020000
    case("wrong-version", pack(m), "SPIR-V version word 0x00020000 is not supported")
    m = w[:]; m[3] = 0
    case("bound-zero", pack(m), "id bound 0 is out of range")
    m = w[:]; m[3] = 0x7FFFFFFF
    case("bound-huge", pack(m), "id bound 2147483647 is out of range")
    m = w[:]; m[4] = 7
    case("schema", pack(m), "the reserved schema word is 7, not 0")
    # cut inside the last OpStore/OpReturn region: drop the final words of the module
    last = insts(w)[-3]  # OpStore
    case("truncated-stream", pack(w[:last[0] + 1]), "truncated instruction: 3 words, 1 left in the module",
         (last[0], "OpStore"))
    m = w[:]; m[iadd[0]] = 0 | OPS["IAdd"]
    case("word-count-zero", pack(m), "instruction with word count 0", (iadd[0], "OpIAdd"))
    m = w[:]; m[ia + 3] = bound + 5
    case("id-out-of-bounds", pack(m), "id %%%d is out of bounds (the bound is %d)" % (bound + 5, bound), (ia, "OpIAdd"))
    m = w[:]; m[3] = bound + 10; m[ia + 4] = bound + 3
    case("reference-to-nothing", pack(m), "id %%%d is used but never defined" % (bound + 3), (ia, "OpIAdd"))
    m = w[:]; m[ia + 1] = w[const_float[0] + 2]
    case("result-type-not-a-type", pack(m), "result type id %%%d is not a type (it is a constant)" % w[const_float[0] + 2],
         (ia, "OpIAdd"))
    m = w[:]; m[ia + 4] = w[const_float[0] + 2]
    case("type-mismatch", pack(m), "operand %%%d has type %%%d, expected type %%%d" % (
        w[const_float[0] + 2], w[const_float[0] + 1], w[ia + 1]), (ia, "OpIAdd"))
    m = w[:ia] + [(4 << 16) | OPS["IAdd"]] + w[ia + 1:ia + 4] + w[ia + 5:]
    case("wrong-word-count", pack(m), "wrong word count 4 (expected 5)", (ia, "OpIAdd"))
    cap = find(w, "Capability")
    m = w[:]; m[cap[0] + 1] = 3  # Tessellation
    case("unsupported-capability", pack(m), "capability Tessellation is not supported", (cap[0], "OpCapability"))
    m = w[:]; m[ia + 2] = w[ia + 3]  # redefine %x
    case("defined-twice", pack(m), "is defined twice", (ia, "OpIAdd"))
    br = find(w, "Branch")
    m = w[:]; m[br[0] + 1] = w[const_float[0] + 2]
    case("branch-to-non-label", pack(m), "is not a label of this function", (br[0], "OpBranch"))
    ret = find(w, "Return")
    m = w[:]; m[ret[0]] = (1 << 16) | 0  # OpNop
    case("missing-terminator", pack(m), "the last block has no terminator")
    fe = find(w, "FunctionEnd")
    case("missing-function-end", pack(w[:fe[0]]), "no OpFunctionEnd")
    ep = find(w, "EntryPoint")
    m = w[:]
    # make the name run to the end of the instruction: overwrite the NUL word and the
    # interface id with non-zero bytes
    m[ep[0] + 4] = 0x41414141; m[ep[0] + 5] = 0x41414141
    case("unterminated-string", pack(m), "literal string is not NUL-terminated within the instruction",
         (ep[0], "OpEntryPoint"))
    m = w[:ia] + [(5 << 16) | 0x7FFF] + w[ia + 1:]
    case("unknown-opcode", pack(m), "this instruction is not supported", (ia, "opcode 32767"))

    for name, data, expect, where in cases:
        path = os.path.join(outdir, "malformed-%s.spv" % name)
        with open(path, "wb") as f:
            f.write(data)
        try:
            r = subprocess.run([spv2ll, path], capture_output=True, text=True, timeout=20)
        except subprocess.TimeoutExpired:
            print("FAIL: malformed-%s (spv2ll hung)" % name)
            continue
        err = r.stderr
        if r.returncode != 1:
            print("FAIL: malformed-%s (exit status %d, expected 1: %s)" % (name, r.returncode, err[:200].strip()))
        elif expect not in err:
            print("FAIL: malformed-%s (expected \"%s\", got: %s)" % (name, expect, err[:300].strip()))
        elif where and ("word %d (%s)" % where) not in err:
            print("FAIL: malformed-%s (expected \"word %d (%s)\" in: %s)" % (name, where[0], where[1], err[:300].strip()))
        else:
            print("PASS: malformed-%s" % name)


main()
