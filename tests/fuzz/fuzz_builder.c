/* fuzz_builder -- libFuzzer target for the builder API, driven by random call sequences
 * (issue 17). The input is a program for a tiny interpreter: each step reads an action and
 * its arguments from the bytes and makes one builder call with operands picked from a pool
 * of the values built so far -- often of the wrong type, out of range, or NULL, as a
 * careless or hostile client would. Misuse must be reported (NULL result, module marked
 * failed), never crash; what verifies is compiled at an -O level the input picks.
 *
 *   make build/fuzz_builder && make fuzz-smoke      libFuzzer, under ASan+UBSan
 *   cc -DFUZZ_BUILDER_MAIN ... fuzz_builder.c       a deterministic run of N generated
 *                                                   programs (tests/suites/63-hostile.sh) */
#define NVCG_IMPLEMENTATION
#include "../../nvcg.h"
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct fz {
  const uint8_t *p, *end;
  nvcg_context *ctx;
  nvcg_module *m;
  nvcg_builder *b;
  nvcg_value *fn;
  nvcg_value *vals[64];
  unsigned nvals, nbase;   /* vals[0..nbase): arguments and constants, usable in every block */
  int misuse;              /* this program may misuse the API freely (1 in 8 programs) */
  nvcg_value *g;           /* a global i32, for constant expressions */
  nvcg_block *blocks[8];
  unsigned nblocks, cur;   /* cur: the block the builder appends to */
  int ended[8];            /* the block has its terminator */
  nvcg_type *types[9];
} fz;

static unsigned fz_byte(fz *z) { return z->p < z->end ? *z->p++ : 0; }
static nvcg_value *fz_val(fz *z) {
  unsigned k = fz_byte(z);
  if (k == 255 && z->misuse) return NULL; /* a NULL handle now and then */
  return z->nvals ? z->vals[k % z->nvals] : NULL;
}
static nvcg_type *fz_type(fz *z) { return z->types[fz_byte(z) % 9]; }
/* Mostly a value of type t (from the pool, else a constant), sometimes any value: most
 * calls are valid, so that programs get past the verifier, and some are not. */
static nvcg_value *fz_val_of(fz *z, nvcg_type *t) {
  unsigned k = fz_byte(z), i;
  if (k >= 240 && z->misuse) return fz_val(z);
  for (i = 0; i < z->nvals; i++) {
    nvcg_value *v = z->vals[(k + i) % z->nvals];
    if (nvcg_value_type(v) == t) return v;
  }
  return nvcg_type_get_kind(t) == NVCG_TYPE_PTR ? nvcg_function_param(z->fn, 0) : nvcg_const_zero(t);
}
static nvcg_type *fz_int_type(fz *z) { return z->types[1 + fz_byte(z) % 3]; }
static int fz_is_fp(nvcg_type *t) {
  nvcg_type_kind k = nvcg_type_get_kind(t);
  return k == NVCG_TYPE_FLOAT || k == NVCG_TYPE_HALF;
}
static nvcg_block *fz_block(fz *z) { return z->blocks[fz_byte(z) % z->nblocks]; }
/* A branch target: never the entry block unless misuse is on (it may have no predecessors). */
static nvcg_block *fz_target(fz *z) {
  if (z->misuse) return fz_block(z);
  if (z->nblocks == 1) z->blocks[z->nblocks++] = nvcg_block_append(z->fn, "");
  return z->blocks[1 + fz_byte(z) % (z->nblocks - 1)];
}
static void fz_keep(fz *z, nvcg_value *v) {
  if (v && nvcg_value_type(v) && nvcg_type_get_kind(nvcg_value_type(v)) != NVCG_TYPE_VOID)
    z->vals[z->nvals < 64 ? z->nvals++ : fz_byte(z) % 64] = v;
}

static void quiet(const nvcg_diagnostic *d, void *user) {
  (void)d;
  (void)user;
}

/* A pointer to load and store through: mostly the kernel's global pointer, sometimes any
 * value (wrong types must be refused). */
static nvcg_value *fz_ptr(fz *z) {
  unsigned k = fz_byte(z);
  return k < 200 || !z->misuse ? nvcg_function_param(z->fn, 0) : fz_val(z);
}

static void fz_step(fz *z) {
  static const char *const scopes[5] = {NULL, "block", "device", "cluster", "nowhere"};
  static const char *const intrinsics[4] = {"llvm.nvvm.read.ptx.sreg.tid.x", "llvm.nvvm.read.ptx.sreg.ctaid.y",
                                            "llvm.nvvm.barrier0", "llvm.no.such.intrinsic"};
  nvcg_builder *b = z->b;
  nvcg_value *a, *c, *r = NULL;
  if (!z->misuse && z->ended[z->cur]) { /* nothing may follow a terminator: move on */
    unsigned i;
    for (i = 0; i < z->nblocks && z->ended[i]; i++) {
    }
    if (i == z->nblocks) {
      if (z->nblocks == 8) {
        z->p = z->end;
        return;
      }
      z->blocks[z->nblocks++] = nvcg_block_append(z->fn, "");
    }
    z->cur = i;
    nvcg_builder_position_at_end(b, z->blocks[i]);
    z->nvals = z->nbase;
  }
  switch (fz_byte(z) % 16) {
  case 0: {
    static const nvcg_opcode iops[8] = {NVCG_OP_ADD, NVCG_OP_SUB, NVCG_OP_MUL, NVCG_OP_AND, NVCG_OP_XOR,
                                        NVCG_OP_SHL, NVCG_OP_UDIV, NVCG_OP_SREM};
    static const nvcg_opcode fops[4] = {NVCG_OP_FADD, NVCG_OP_FMUL, NVCG_OP_FDIV, NVCG_OP_FREM};
    unsigned k = fz_byte(z);
    a = z->misuse ? fz_val(z) : fz_val_of(z, fz_byte(z) & 1 ? fz_int_type(z) : z->types[4]);
    if (!a || (k >= 250 && z->misuse)) {
      r = nvcg_build_binop(b, (nvcg_opcode)(NVCG_OP_ADD + k % 19), a, fz_val(z), k & 3, "");
      break;
    }
    r = nvcg_build_binop(b, fz_is_fp(nvcg_value_type(a)) ? fops[k % 4] : iops[k % 8], a,
                         fz_val_of(z, nvcg_value_type(a)), 0, "");
    break;
  }
  case 1:
    a = z->misuse ? fz_val(z) : fz_val_of(z, fz_int_type(z));
    r = nvcg_build_icmp(b, (nvcg_predicate)(32 + fz_byte(z) % 10), a, a ? fz_val_of(z, nvcg_value_type(a)) : NULL, "");
    break;
  case 2:
    if (z->misuse) r = nvcg_build_cast(b, (nvcg_opcode)(NVCG_OP_TRUNC + fz_byte(z) % 13), fz_val(z), fz_type(z), "");
    else r = nvcg_build_cast(b, fz_byte(z) & 1 ? NVCG_OP_ZEXT : NVCG_OP_SEXT, fz_val_of(z, z->types[1]), fz_int_type(z) == z->types[1] ? z->types[2] : z->types[3], "");
    break;
  case 3: r = nvcg_build_load(b, z->misuse ? fz_type(z) : z->types[1 + fz_byte(z) % 6], fz_ptr(z), 0, 0, ""); break;
  case 4: r = nvcg_build_store(b, fz_val(z), fz_ptr(z), 0, 0); break;
  case 5:
    a = fz_val_of(z, z->types[0]);
    c = z->misuse ? fz_val(z) : fz_val_of(z, fz_int_type(z));
    r = nvcg_build_select(b, a, c, c ? fz_val_of(z, nvcg_value_type(c)) : NULL, "");
    break;
  case 6:
    if (z->nblocks < 8) z->blocks[z->nblocks++] = nvcg_block_append(z->fn, "");
    break;
  case 7:
    if (z->ended[z->cur]) break;
    if (fz_byte(z) & 1) r = nvcg_build_br(b, fz_target(z));
    else {
      a = fz_val_of(z, z->types[0]);
      r = nvcg_build_cond_br(b, a, fz_target(z), fz_target(z));
    }
    if (r) z->ended[z->cur] = 1;
    r = NULL;
    break;
  case 8: {
    nvcg_type *vt = nvcg_type_vector(nvcg_type_int(z->ctx, 32), 1 + fz_byte(z) % 4);
    nvcg_value *idx = nvcg_const_int(z->types[1 + fz_byte(z) % 3], (uint64_t)(int8_t)fz_byte(z));
    if (fz_byte(z) & 1) r = nvcg_build_extractelement(b, fz_val_of(z, vt), idx, "");
    else r = nvcg_build_insertelement(b, z->misuse ? fz_val(z) : fz_val_of(z, vt), fz_val_of(z, z->types[2]), idx, "");
    break;
  }
  case 9:
    if (z->misuse)
      r = nvcg_build_atomicrmw(b, (nvcg_atomicrmw_op)(fz_byte(z) % 20), fz_ptr(z), fz_val_of(z, z->types[2]),
                               (nvcg_atomic_ordering)(fz_byte(z) % 9), scopes[fz_byte(z) % 5], 0, "");
    else
      r = nvcg_build_atomicrmw(b, (nvcg_atomicrmw_op)(fz_byte(z) % 11), fz_ptr(z), fz_val_of(z, z->types[2]),
                               (nvcg_atomic_ordering)(NVCG_ORDER_MONOTONIC + fz_byte(z) % 5), scopes[fz_byte(z) % 4], 0, "");
    break;
  case 10: /* phis: nearly always misplaced or missing incoming values, so rare */
    if (z->misuse && fz_byte(z) < 16) {
      nvcg_type *t = fz_type(z);
      r = nvcg_build_phi(b, t, "");
      if (r) nvcg_phi_add_incoming(r, fz_val_of(z, t), fz_block(z));
    }
    break;
  case 11: {
    nvcg_value *one = nvcg_const_int(nvcg_type_int(z->ctx, 64), fz_byte(z));
    a = z->misuse ? fz_val(z) : z->g;
    r = a ? nvcg_const_gep(nvcg_type_int(z->ctx, 8), a, &one, 1, fz_byte(z) & 1) : NULL;
    if (r && !z->misuse) z->g = r; /* nest: each a GEP of the last */
    break;
  }
  case 12: {
    unsigned n = fz_byte(z) % 6, i;
    if (z->ended[z->cur]) break;
    r = nvcg_build_switch(b, fz_val_of(z, z->types[2]), fz_target(z));
    for (i = 0; r && i < n; i++) nvcg_switch_add_case(r, nvcg_const_int(z->types[2], i * 3 + fz_byte(z) % 3), fz_target(z));
    if (r) z->ended[z->cur] = 1;
    r = NULL;
    break;
  }
  case 13: {
    nvcg_value *idx = fz_val_of(z, z->types[3]);
    r = nvcg_build_gep(b, fz_type(z), fz_ptr(z), &idx, 1, fz_byte(z) & 1, "");
    break;
  }
  case 14: r = nvcg_build_intrinsic(b, intrinsics[fz_byte(z) % (z->misuse ? 4 : 3)], NULL, 0, ""); break;
  default:
    z->cur = fz_byte(z) % z->nblocks;
    nvcg_builder_position_at_end(b, z->blocks[z->cur]);
    if (!z->misuse) z->nvals = z->nbase; /* values of other blocks need not dominate this one */
    break;
  }
  fz_keep(z, r);
}

/* How many programs verified and compiled (the smoke run reports them). */
static unsigned fz_verified, fz_compiled;

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  fz z;
  unsigned i, steps = 0;
  nvcg_type *params[3];
  memset(&z, 0, sizeof z);
  z.p = data;
  z.end = data + size;
  z.ctx = nvcg_context_create();
  nvcg_context_set_diag_handler(z.ctx, quiet, NULL);
  z.m = nvcg_module_create(z.ctx, "fuzz");
  z.types[0] = nvcg_type_int(z.ctx, 1);
  z.types[1] = nvcg_type_int(z.ctx, 8);
  z.types[2] = nvcg_type_int(z.ctx, 32);
  z.types[3] = nvcg_type_int(z.ctx, 64);
  z.types[4] = nvcg_type_float(z.ctx);
  z.types[5] = nvcg_type_half(z.ctx);
  z.types[6] = nvcg_type_vector(z.types[2], 4);
  z.types[7] = nvcg_type_ptr(z.ctx, NVCG_AS_GLOBAL);
  z.types[8] = nvcg_type_int(z.ctx, 128);
  params[0] = z.types[7];
  params[1] = z.types[2];
  params[2] = z.types[4];
  z.fn = nvcg_function_add(z.m, "k", nvcg_type_function(nvcg_type_void(z.ctx), params, 3, 0));
  nvcg_function_set_kernel(z.fn, 1);
  for (i = 0; i < 3; i++) fz_keep(&z, nvcg_function_param(z.fn, i));
  fz_keep(&z, nvcg_const_int(z.types[2], 7));
  fz_keep(&z, nvcg_const_fp(z.types[4], 1.5));
  z.nbase = z.nvals;
  z.misuse = size && data[0] < 32;
  z.g = nvcg_global_add(z.m, z.types[2], "g", NVCG_AS_GLOBAL);
  nvcg_global_set_initializer(z.g, nvcg_const_int(z.types[2], 1));
  z.b = nvcg_builder_create(z.m);
  z.blocks[z.nblocks++] = nvcg_block_append(z.fn, "entry");
  nvcg_builder_position_at_end(z.b, z.blocks[0]);
  while (z.p < z.end && steps++ < 512) fz_step(&z);
  /* end every block still open */
  for (i = 0; i < z.nblocks; i++) {
    if (z.ended[i]) continue;
    nvcg_builder_position_at_end(z.b, z.blocks[i]);
    nvcg_build_ret(z.b, NULL);
  }
  if (nvcg_verify_module(z.m) == NVCG_OK) {
    nvcg_options o;
    char *ptx = NULL;
    nvcg_options_init(&o);
    o.opt_level = size ? data[size - 1] % 4 : 2;
    fz_verified++;
    if (nvcg_compile(z.m, &o, &ptx, NULL) == NVCG_OK) {
      if (!ptx) abort();
      fz_compiled++;
    }
    nvcg_free(ptx);
  }
  nvcg_context_destroy(z.ctx);
  return 0;
}

#ifdef FUZZ_BUILDER_MAIN
/* Deterministic smoke run: N programs from a fixed xorshift stream. */
int main(int argc, char **argv) {
  uint64_t s = 0x9E3779B97F4A7C15ull;
  unsigned n = argc > 1 ? (unsigned)atoi(argv[1]) : 2000, i, j;
  uint8_t buf[512];
  for (i = 0; i < n; i++) {
    unsigned len = 16 + (unsigned)(s % 480);
    for (j = 0; j < len; j++) {
      s ^= s << 13;
      s ^= s >> 7;
      s ^= s << 17;
      buf[j] = (uint8_t)(s >> 24);
    }
    LLVMFuzzerTestOneInput(buf, len);
  }
  printf("PASS: hostile.fuzz_builder_smoke (%u programs, %u verified, %u compiled)\n", n, fz_verified, fz_compiled);
  return 0;
}
#endif
