/* libFuzzer target for the SPIR-V frontend: any bytes are a candidate module. Every
 * input must end in a verified module or in diagnostics and a failed status, without a
 * crash, a leak or undefined behaviour (built with ASan and UBSan, see mk/spirv.mk).
 * A module that translates is compiled to PTX too (nvcg_compile, -O2, for sm_75 or, with
 * the sm option bit, sm_80): the frontend's output is the code generator's input, and
 * the two must hold together on everything the frontend accepts.
 * The last byte of inputs whose size is not a multiple of four picks translation
 * options, so that the option paths are fuzzed too; such inputs are also fed whole to
 * nvcg_spirv_translate_bytes, which must reject the odd size.
 *
 * A custom mutator works at the instruction level half of the time (replace an operand
 * by another id or a small number, delete, duplicate or swap instructions, change an
 * opcode), so that mutants stay close enough to valid SPIR-V to reach the translation
 * of functions; the other half goes to libFuzzer's byte-level mutations. */
#define NVCG_IMPLEMENTATION
#include "nvcg.h"
#define NVCG_SPIRV_IMPLEMENTATION
#include "frontends/nvcg_spirv.h"

size_t LLVMFuzzerMutate(uint8_t *data, size_t size, size_t max_size);
size_t LLVMFuzzerCustomMutator(uint8_t *data, size_t size, size_t max_size, unsigned int seed);

static uint32_t rnd(uint64_t *st) {
  *st ^= *st << 13;
  *st ^= *st >> 7;
  *st ^= *st << 17;
  return (uint32_t)(*st >> 11);
}

/* Instruction start offsets (in words) of a module, up to 4096. */
static size_t inst_offsets(const uint32_t *w, size_t n, size_t *off) {
  size_t k = 0, i = 5;
  while (i < n && k < 4096) {
    uint32_t wc = w[i] >> 16;
    if (wc == 0 || wc > n - i) break;
    off[k++] = i;
    i += wc;
  }
  return k;
}

/* Opcodes worth mutating into: the ones the translator handles, by their enumerants. */
static const uint32_t mut_ops[] = {
    SpvOpIAdd, SpvOpISub, SpvOpIMul, SpvOpFAdd, SpvOpFMul, SpvOpFDiv, SpvOpSDiv, SpvOpUMod, SpvOpSMod,
    SpvOpShiftLeftLogical, SpvOpBitwiseAnd, SpvOpLoad, SpvOpStore, SpvOpAccessChain, SpvOpPtrAccessChain,
    SpvOpCompositeExtract, SpvOpCompositeInsert, SpvOpCompositeConstruct, SpvOpVectorShuffle, SpvOpSelect,
    SpvOpPhi, SpvOpBranch, SpvOpBranchConditional, SpvOpSwitch, SpvOpReturn, SpvOpReturnValue,
    SpvOpFunctionCall, SpvOpExtInst, SpvOpBitcast, SpvOpConvertFToS, SpvOpConvertSToF, SpvOpUConvert,
    SpvOpSConvert, SpvOpFConvert, SpvOpIEqual, SpvOpFOrdLessThan, SpvOpAtomicIAdd, SpvOpAtomicLoad,
    SpvOpAtomicCompareExchange, SpvOpControlBarrier, SpvOpGroupNonUniformIAdd, SpvOpGroupNonUniformShuffle,
    SpvOpGroupNonUniformBallot, SpvOpVariable, SpvOpConstant, SpvOpConstantComposite, SpvOpSpecConstantOp,
    SpvOpTypeInt, SpvOpTypeFloat, SpvOpTypeVector, SpvOpTypeArray, SpvOpTypeStruct, SpvOpTypePointer,
    SpvOpDecorate, SpvOpMemberDecorate, SpvOpBitFieldInsert, SpvOpIAddCarry, SpvOpCopyMemory,
    SpvOpArrayLength, SpvOpVectorExtractDynamic, SpvOpDot, SpvOpMatrixTimesVector, SpvOpUnreachable};

size_t LLVMFuzzerCustomMutator(uint8_t *data, size_t size, size_t max_size, unsigned int seed) {
  uint64_t st = (uint64_t)seed * 0x9E3779B97F4A7C15ull + 1;
  size_t n = size / 4, k, off[4096];
  uint32_t w[16384], bound, choice;
  if ((seed & 1) || size < 24 || size % 4 || size > sizeof w) return LLVMFuzzerMutate(data, size, max_size);
  memcpy(w, data, size);
  if (w[0] != SpvMagicNumber) return LLVMFuzzerMutate(data, size, max_size);
  k = inst_offsets(w, n, off);
  if (!k) return LLVMFuzzerMutate(data, size, max_size);
  bound = w[3] ? w[3] : 1;
  choice = rnd(&st) % 6;
  {
    size_t a = off[rnd(&st) % k], wc = w[a] >> 16;
    switch (choice) {
    case 0: case 1: /* another id, or a small literal, for one operand */
      if (wc > 1) w[a + 1 + rnd(&st) % (wc - 1)] = (rnd(&st) & 3) ? 1 + rnd(&st) % bound : rnd(&st) % 8;
      break;
    case 2: /* delete */
      memmove(&w[a], &w[a + wc], (n - a - wc) * 4);
      n -= wc;
      break;
    case 3: /* duplicate before another instruction */
      if ((n + wc) * 4 <= max_size && n + wc <= sizeof w / 4) {
        size_t b = off[rnd(&st) % k];
        uint32_t tmp[512];
        if (wc <= 512) {
          memcpy(tmp, &w[a], wc * 4);
          memmove(&w[b + wc], &w[b], (n - b) * 4);
          memcpy(&w[b], tmp, wc * 4);
          n += wc;
        }
      }
      break;
    case 4: /* swap with the next instruction */
      if (a + wc < n) {
        size_t wc2 = w[a + wc] >> 16;
        uint32_t tmp[512];
        if (wc2 && a + wc + wc2 <= n && wc <= 512) {
          memcpy(tmp, &w[a], wc * 4);
          memmove(&w[a], &w[a + wc], wc2 * 4);
          memcpy(&w[a + wc2], tmp, wc * 4);
        }
      }
      break;
    default: /* another opcode, same words */
      w[a] = (w[a] & 0xFFFF0000u) | mut_ops[rnd(&st) % (sizeof mut_ops / sizeof mut_ops[0])];
      break;
    }
  }
  memcpy(data, w, n * 4);
  return n * 4;
}

static void quiet(const nvcg_diagnostic *d, void *user) {
  /* touch the message so that a bad pointer would be caught */
  size_t *n = (size_t *)user;
  *n += strlen(d->message) + (d->file ? strlen(d->file) : 0);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  nvcg_context *ctx = nvcg_context_create();
  nvcg_module *m = NULL;
  nvcg_spirv_options o;
  nvcg_spirv_spec specs[2];
  size_t chars = 0;
  unsigned flags = size % 4 ? data[size - 1] : 0;
  nvcg_context_set_diag_handler(ctx, quiet, &chars);
  nvcg_spirv_options_init(&o);
  o.source_name = "fuzz.spv";
  if (flags & 1) o.push_constants = NVCG_SPIRV_PUSH_BUFFER;
  if (flags & 2) o.buffers = NVCG_SPIRV_BUFFERS_TABLE;
  if (flags & 4) o.uniform_constant_addrspace = 1;
  if (flags & 8) o.sm = 80;
  if (flags & 16) o.fp_contract = 0;
  if (flags & 32) o.entry_point = "main";
  if (flags & 64) {
    specs[0].id = 0;
    specs[0].value = "3";
    specs[1].id = 1;
    specs[1].value = "-1.5";
    o.specs = specs;
    o.spec_count = 2;
  }
  if (size % 4) {
    if (nvcg_spirv_translate_bytes(ctx, data, size, &o, &m) == NVCG_OK) __builtin_trap();
  }
  if (nvcg_spirv_translate_bytes(ctx, data, size - size % 4, &o, &m) == NVCG_OK) {
    char *text = NULL;
    nvcg_options co;
    if (nvcg_print_ll(m, &text, NULL) == NVCG_OK) nvcg_free(text);
    text = NULL;
    nvcg_options_init(&co);
    if (o.sm) co.sm = o.sm;
    if (nvcg_compile(m, &co, &text, NULL) == NVCG_OK) nvcg_free(text);
    nvcg_module_destroy(m);
  }
  nvcg_context_destroy(ctx);
  return 0;
}
