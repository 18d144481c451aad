/* test_value_analyses.c -- the IR optimiser's value analyses: known bits
 * (nv_opt_known_bits, opt/irutil.c), checked against brute-force evaluation at the end of
 * this file, what one integer comparison decides about another of the same operands
 * (nv_opt_icmp_implies, used by GVN's condition propagation), checked against every pair
 * of 4-bit values, and the alias analysis (nvcg_impl/opt/alias.c), with two kinds of checks:
 *   - hand-written queries on one module that exercises each rule (address spaces,
 *     noalias and readonly parameters, constant memory, identified objects, constant
 *     offsets, index arithmetic under sext/zext, phis and selects, mod/ref of stores,
 *     atomics, fences, barriers and calls);
 *   - an oracle for the pointer decomposition: random functions made of integer
 *     arithmetic (with nsw/nuw flags) and GEP chains over one base, evaluated
 *     concretely on many argument values by a model written here; every "no alias",
 *     "must alias" and constant distance the analysis claims must hold for every
 *     evaluation whose addresses are not poison (a flag violated). */
#include "unit.h"

static nv_module *al_parse(nvcg_context *C, const char *text) {
  nvcg_module *m = NULL;
  if (nvcg_parse_ll(C, text, strlen(text), "alias.ll", &m) != NVCG_OK) return NULL;
  return m;
}

static nv_func *al_func(nv_module *m, const char *name) {
  nv_func *f;
  for (f = m->funcs_first; f; f = f->next)
    if (f->v.name && !strcmp(f->v.name, name)) return f;
  return NULL;
}

/* A value of f by name: argument, instruction or global. */
static nv_value *al_val(nv_func *f, const char *name) {
  nv_block *bb;
  uint32_t i;
  for (i = 0; i < f->nargs; i++)
    if (f->args[i]->v.name && !strcmp(f->args[i]->v.name, name)) return &f->args[i]->v;
  for (bb = f->first; bb; bb = bb->next)
    for (nv_inst *I = bb->first; I; I = I->next)
      if (I->v.name && !strcmp(I->v.name, name)) return &I->v;
  return nv_module_lookup(f->module, name);
}

static const char *al_rules_ll =
    "target triple = \"nvptx64-nvidia-cuda\"\n"
    "%S = type { i32, [3 x i16], i64 }\n"
    "@g1 = addrspace(1) global [16 x i32] zeroinitializer, align 4\n"
    "@g2 = addrspace(1) global [16 x i32] zeroinitializer, align 4\n"
    "@cst = addrspace(4) constant [4 x float] zeroinitializer, align 4\n"
    "@cg = addrspace(1) constant i32 7, align 4\n"
    "@sh = addrspace(3) global [64 x float] undef, align 4\n"
    "declare void @llvm.nvvm.barrier0()\n"
    "declare void @opaque(ptr)\n"
    "define void @k(ptr addrspace(1) %a, ptr addrspace(1) noalias %na, ptr addrspace(1) noalias readonly %ro,\n"
    "               ptr addrspace(1) readonly %rdonly, ptr %gen, i32 %i, i64 %j, i1 %c) {\n"
    "entry:\n"
    "  %x = alloca [4 x i32], align 4\n"
    "  %y = alloca i32, align 4\n"
    "  %esc = alloca i32, align 4\n"
    "  call void @opaque(ptr %esc)\n"
    "  %x1 = getelementptr [4 x i32], ptr %x, i64 0, i64 1\n"
    "  store i32 1, ptr %x1, align 4\n"
    "  store i32 2, ptr %y, align 4\n"
    "  %lp = load ptr, ptr %gen, align 8\n"
    "  %a4 = getelementptr i8, ptr addrspace(1) %a, i64 4\n"
    "  %a4b = getelementptr i32, ptr addrspace(1) %a, i64 1\n"
    "  %a8 = getelementptr i8, ptr addrspace(1) %a, i64 8\n"
    "  %i1 = add nsw i32 %i, 1\n"
    "  %ai = getelementptr i32, ptr addrspace(1) %a, i32 %i\n"
    "  %ai1 = getelementptr i32, ptr addrspace(1) %a, i32 %i1\n"
    "  %si1 = sext i32 %i1 to i64\n"
    "  %ai1s = getelementptr float, ptr addrspace(1) %a, i64 %si1\n"
    "  %zi = zext i32 %i to i64\n"
    "  %iu = add nuw i32 %i, 1\n"
    "  %zu = zext i32 %iu to i64\n"
    "  %iw = add nsw i32 %i, 1\n"
    "  %zw = zext i32 %iw to i64\n"
    "  %azi = getelementptr i32, ptr addrspace(1) %a, i64 %zi\n"
    "  %azu = getelementptr i32, ptr addrspace(1) %a, i64 %zu\n"
    "  %azw = getelementptr i32, ptr addrspace(1) %a, i64 %zw\n"
    "  %aj = getelementptr i32, ptr addrspace(1) %a, i64 %j\n"
    "  %j2 = shl i64 %j, 2\n"
    "  %aj2 = getelementptr i8, ptr addrspace(1) %a, i64 %j2\n"
    "  %sf0 = getelementptr %S, ptr addrspace(1) %a, i64 %j, i32 0\n"
    "  %sf1 = getelementptr %S, ptr addrspace(1) %a, i64 %j, i32 1, i64 2\n"
    "  %sf2 = getelementptr %S, ptr addrspace(1) %a, i64 %j, i32 2\n"
    "  %gs = addrspacecast ptr addrspace(3) @sh to ptr\n"
    "  %gs4 = getelementptr float, ptr %gs, i32 %i\n"
    "  %ga = addrspacecast ptr addrspace(1) %a to ptr\n"
    "  %g1p = getelementptr [16 x i32], ptr addrspace(1) @g1, i64 0, i64 %j\n"
    "  %sel = select i1 %c, ptr addrspace(1) @g1, ptr addrspace(1) @g2\n"
    "  %sel2 = select i1 %c, ptr addrspace(1) %na, ptr addrspace(1) @g2\n"
    "  %ro4 = getelementptr i32, ptr addrspace(1) %ro, i64 %j\n"
    "  %cst2 = getelementptr [4 x float], ptr addrspace(4) @cst, i64 0, i64 2\n"
    "  %v = load i32, ptr addrspace(1) %ai, align 4\n"
    "  store i32 %v, ptr addrspace(1) %a8, align 4\n"
    "  %rmw = atomicrmw add ptr addrspace(1) %a, i32 1 seq_cst, align 4\n"
    "  %rmwm = atomicrmw add ptr addrspace(1) %a, i32 1 monotonic, align 4\n"
    "  fence seq_cst\n"
    "  call void @llvm.nvvm.barrier0()\n"
    "  br label %loop\n"
    "loop:\n"
    "  %p = phi ptr addrspace(1) [ @g1, %entry ], [ %pn, %loop ]\n"
    "  %pn = getelementptr i32, ptr addrspace(1) %p, i64 1\n"
    "  %lv = load volatile i32, ptr addrspace(1) %p, align 4\n"
    "  br i1 %c, label %loop, label %exit\n"
    "exit:\n"
    "  ret void\n"
    "}\n";

typedef struct al_q {
  const char *p;
  unsigned ps;
  const char *q;
  unsigned qs;
  nv_alias want;
} al_q;

static void alias_rules(void) {
  static const al_q qs[] = {
      {"a", 4, "na", 4, NV_AA_NO},        /* noalias parameter */
      {"a", 4, "ro", 4, NV_AA_NO},
      {"na", 4, "ro", 4, NV_AA_NO},       /* two noalias parameters */
      {"a", 4, "rdonly", 4, NV_AA_MAY},   /* readonly alone says nothing about others */
      {"a", 4, "gen", 4, NV_AA_MAY},
      {"a", 4, "g1", 4, NV_AA_MAY},       /* a plain parameter may point at a global */
      {"na", 4, "g1", 4, NV_AA_NO},
      {"g1", 4, "g2", 4, NV_AA_NO},       /* distinct globals */
      {"g1", 4, "sh", 4, NV_AA_NO},       /* global vs shared */
      {"a", 4, "sh", 4, NV_AA_NO},
      {"gs4", 4, "a", 4, NV_AA_NO},       /* generic, cast from shared */
      {"gs4", 4, "gen", 4, NV_AA_MAY},
      {"ga", 4, "a", 4, NV_AA_MUST},      /* generic view of the same address */
      {"ga", 4, "gs4", 4, NV_AA_NO},
      {"cst2", 4, "a", 4, NV_AA_NO},      /* const space */
      {"cst2", 4, "gen", 4, NV_AA_MAY},
      {"a4", 4, "a8", 4, NV_AA_NO},       /* same base, disjoint constant offsets */
      {"a4", 4, "a4b", 4, NV_AA_MUST},
      {"a4", 8, "a8", 4, NV_AA_MAY},
      {"a8", 4, "a4", 8, NV_AA_MAY},
      {"a8", 4, "a4", 4, NV_AA_NO},
      {"a", 4, "a4", 4, NV_AA_NO},
      {"a", 5, "a4", 4, NV_AA_MAY},
      {"ai", 4, "ai1", 4, NV_AA_NO},      /* a[i] vs a[i+1] (add nsw under sext) */
      {"ai1", 4, "ai1s", 4, NV_AA_MUST},  /* explicit vs implicit sext */
      {"ai", 8, "ai1", 4, NV_AA_MAY},
      {"ai", 4, "aj", 4, NV_AA_MAY},
      {"aj", 4, "aj2", 4, NV_AA_MUST},    /* j*4 as shl */
      {"azi", 4, "azu", 4, NV_AA_NO},     /* add nuw under zext */
      {"azi", 4, "azw", 4, NV_AA_MAY},    /* add nsw does not distribute over zext */
      {"azi", 4, "ai", 4, NV_AA_MAY},     /* zext i vs sext i */
      {"sf0", 4, "sf1", 2, NV_AA_NO},     /* struct fields */
      {"sf1", 2, "sf2", 8, NV_AA_NO},
      {"sf0", 17, "sf2", 8, NV_AA_MAY},
      {"x", 16, "a", 4, NV_AA_NO},        /* alloca vs parameter */
      {"x1", 4, "gen", 4, NV_AA_NO},
      {"x", 16, "lp", 4, NV_AA_NO},       /* private alloca vs a loaded pointer */
      {"esc", 4, "lp", 4, NV_AA_MAY},     /* escaped alloca */
      {"x", 16, "y", 4, NV_AA_NO},
      {"x", 16, "esc", 4, NV_AA_NO},
      {"x", 16, "g1", 4, NV_AA_NO},
      {"g1p", 4, "g2", 64, NV_AA_NO},
      {"sel", 4, "na", 4, NV_AA_NO},      /* select of two globals vs noalias */
      {"sel", 4, "a", 4, NV_AA_MAY},
      {"sel", 4, "x", 16, NV_AA_NO},
      {"sel2", 4, "g1", 4, NV_AA_NO},     /* {na, g2} vs g1 */
      {"sel2", 4, "g2", 4, NV_AA_MAY},
      {"p", 4, "g2", 64, NV_AA_NO},       /* pointer induction variable over g1 */
      {"p", 4, "g1", 64, NV_AA_MAY},
      {"p", 4, "pn", 4, NV_AA_NO},
      {"ro4", 4, "na", 4, NV_AA_NO},
  };
  nvcg_context *C = nvcg_context_create();
  nv_module *m = al_parse(C, al_rules_ll);
  nv_func *f;
  unsigned i;
  int64_t d;
  UT_CHECK(m != NULL);
  if (!m) {
    nvcg_context_destroy(C);
    return;
  }
  f = al_func(m, "k");
  for (i = 0; i < sizeof qs / sizeof qs[0]; i++) {
    nv_value *p = al_val(f, qs[i].p), *q = al_val(f, qs[i].q);
    nv_alias r, r2;
    UT_CHECKF(p && q, "missing value %s or %s", qs[i].p, qs[i].q);
    if (!p || !q) continue;
    r = nv_aa_alias(p, qs[i].ps, q, qs[i].qs);
    r2 = nv_aa_alias(q, qs[i].qs, p, qs[i].ps);
    UT_CHECKF(r == qs[i].want, "alias(%s/%u, %s/%u) = %d, want %d", qs[i].p, qs[i].ps, qs[i].q, qs[i].qs, (int)r,
              (int)qs[i].want);
    UT_CHECKF(r2 == r, "alias(%s, %s) not symmetric", qs[i].p, qs[i].q);
  }
  UT_CHECK(nv_aa_ptr_distance(al_val(f, "ai"), al_val(f, "ai1"), &d) && d == 4);
  UT_CHECK(nv_aa_ptr_distance(al_val(f, "a8"), al_val(f, "a4"), &d) && d == -4);
  UT_CHECK(nv_aa_ptr_distance(al_val(f, "sf0"), al_val(f, "sf2"), &d) && d == 16);
  UT_CHECK(!nv_aa_ptr_distance(al_val(f, "ai"), al_val(f, "aj"), &d));
  UT_CHECK(nv_aa_never_written(al_val(f, "cst2")));
  UT_CHECK(nv_aa_never_written(al_val(f, "cg")));
  UT_CHECK(nv_aa_never_written(al_val(f, "ro4")));
  UT_CHECK(!nv_aa_never_written(al_val(f, "rdonly")));
  UT_CHECK(!nv_aa_never_written(al_val(f, "na")));
  UT_CHECK(!nv_aa_never_written(al_val(f, "a")));
  UT_CHECK(nv_aa_thread_private(al_val(f, "x1")));
  UT_CHECK(!nv_aa_thread_private(al_val(f, "esc")));
  {
    /* mod/ref: find the instructions by kind */
    nv_inst *st = NULL, *ld = NULL, *rmw = NULL, *rmwm = NULL, *fence = NULL, *bar = NULL, *call = NULL, *vol = NULL;
    nv_block *bb;
    for (bb = f->first; bb; bb = bb->next)
      for (nv_inst *I = bb->first; I; I = I->next) {
        if (I->v.opcode == NVCG_OP_STORE && I->ops[1].val == al_val(f, "a8")) st = I;
        if (I->v.opcode == NVCG_OP_LOAD && I->v.name && !strcmp(I->v.name, "v")) ld = I;
        if (I->v.opcode == NVCG_OP_LOAD && I->v.name && !strcmp(I->v.name, "lv")) vol = I;
        if (I->v.opcode == NVCG_OP_ATOMICRMW) *(I->ordering == NVCG_ORDER_SEQ_CST ? &rmw : &rmwm) = I;
        if (I->v.opcode == NVCG_OP_FENCE) fence = I;
        if (nv_opt_call_intrinsic(I) == NV_INTR_BARRIER0) bar = I;
        if (I->v.opcode == NVCG_OP_CALL && nv_opt_call_intrinsic(I) == NV_INTR_NONE) call = I;
      }
    UT_CHECK(st && ld && rmw && rmwm && fence && bar && call && vol);
    if (st && ld && rmw && rmwm && fence && bar && call && vol) {
      UT_CHECK(nv_aa_mod_ref(st, al_val(f, "a8"), 4) == NV_AA_MOD);
      UT_CHECK(nv_aa_mod_ref(st, al_val(f, "a4"), 4) == 0);
      UT_CHECK(nv_aa_mod_ref(st, al_val(f, "a4"), 8) == NV_AA_MOD);
      UT_CHECK(nv_aa_mod_ref(st, al_val(f, "na"), 4) == 0);
      UT_CHECK(nv_aa_mod_ref(st, al_val(f, "gen"), 4) == NV_AA_MOD);
      UT_CHECK(nv_aa_mod_ref(st, al_val(f, "cst2"), 4) == 0);
      UT_CHECK(nv_aa_mod_ref(ld, al_val(f, "ai"), 4) == NV_AA_REF);
      UT_CHECK(nv_aa_mod_ref(ld, al_val(f, "ai1"), 4) == 0);
      UT_CHECK(nv_aa_mod_ref(rmwm, al_val(f, "na"), 4) == 0);
      UT_CHECK(nv_aa_mod_ref(rmwm, al_val(f, "a"), 4) == (NV_AA_MOD | NV_AA_REF));
      UT_CHECK(nv_aa_mod_ref(rmw, al_val(f, "na"), 4) == (NV_AA_MOD | NV_AA_REF)); /* seq_cst orders all */
      UT_CHECK(nv_aa_mod_ref(rmw, al_val(f, "ro4"), 4) == NV_AA_REF);            /* but writes no constant */
      UT_CHECK(nv_aa_mod_ref(rmw, al_val(f, "x1"), 4) == 0);                     /* nor private memory */
      UT_CHECK(nv_aa_mod_ref(fence, al_val(f, "sh"), 4) == (NV_AA_MOD | NV_AA_REF));
      UT_CHECK(nv_aa_mod_ref(fence, al_val(f, "cst2"), 4) == NV_AA_REF);
      UT_CHECK(nv_aa_mod_ref(fence, al_val(f, "y"), 4) == 0);
      UT_CHECK(nv_aa_mod_ref(bar, al_val(f, "sh"), 4) == (NV_AA_MOD | NV_AA_REF));
      UT_CHECK(nv_aa_mod_ref(bar, al_val(f, "ro4"), 4) == NV_AA_REF);
      UT_CHECK(nv_aa_mod_ref(bar, al_val(f, "cg"), 4) == NV_AA_REF);
      UT_CHECK(nv_aa_mod_ref(bar, al_val(f, "x"), 16) == 0);
      UT_CHECK(nv_aa_mod_ref(call, al_val(f, "esc"), 4) == (NV_AA_MOD | NV_AA_REF));
      UT_CHECK(nv_aa_mod_ref(call, al_val(f, "y"), 4) == 0);
      UT_CHECK(nv_aa_mod_ref(vol, al_val(f, "na"), 4) == (NV_AA_MOD | NV_AA_REF)); /* volatile orders */
      UT_CHECK(nv_aa_mod_ref(vol, al_val(f, "cst2"), 4) == NV_AA_REF);
    }
  }
  nvcg_context_destroy(C);
}

/* ---- random decomposition oracle ---- */

#define AL_NARGS 3
#define AL_NINT 14
#define AL_NPTR 10

typedef struct al_rng {
  uint64_t s;
} al_rng;
static uint32_t al_next(al_rng *r) {
  r->s = r->s * 6364136223846793005ull + 1442695040888963407ull;
  return (uint32_t)(r->s >> 33);
}
static uint32_t al_below(al_rng *r, uint32_t n) { return al_next(r) % n; }

enum { AL_ARG, AL_ADD, AL_SUB, AL_MUL, AL_SHL, AL_SEXT, AL_ZEXT };
typedef struct al_int {
  int op, bits, a, b; /* a, b: pool indices; b < 0: constant cb */
  int64_t cb;
  unsigned flags;     /* 1 nsw, 2 nuw */
} al_int;
/* a GEP: base (-1: the argument %base, else a pointer index), source type kind, indices */
typedef struct al_ptr {
  int base, ty, idx0, field, idx2;
} al_ptr;
/* source types: 0 i8, 1 i32, 2 %S = { i32, [3 x i16], i64 } (fields at 0, 4, 16; size 24) */

typedef struct al_fn {
  al_int ints[AL_NINT];
  al_ptr ptrs[AL_NPTR];
} al_fn;

static void al_gen(al_rng *r, al_fn *fn, char *text, size_t cap) {
  size_t n = 0;
  int i;
  n += (size_t)snprintf(text + n, cap - n,
                        "%%S = type { i32, [3 x i16], i64 }\n"
                        "define void @f(ptr addrspace(1) %%base, i32 %%n0, i32 %%n1, i64 %%n2) {\n"
                        "entry:\n");
  for (i = 0; i < AL_NINT; i++) {
    al_int *x = &fn->ints[i];
    static const char *names[] = {"", "add", "sub", "mul", "shl", "sext", "zext"};
    memset(x, 0, sizeof *x);
    if (i < AL_NARGS) {
      x->op = AL_ARG;
      x->bits = i == 2 ? 64 : 32;
      continue;
    }
    x->op = 1 + (int)al_below(r, 6);
    x->a = (int)al_below(r, (uint32_t)i);
    if (x->op == AL_SEXT || x->op == AL_ZEXT) {
      int k, tries;
      for (tries = 0, k = x->a; tries < 20 && fn->ints[k].bits != 32; tries++) k = (int)al_below(r, (uint32_t)i);
      if (fn->ints[k].bits != 32) k = 0;
      x->a = k;
      x->bits = 64;
      n += (size_t)snprintf(text + n, cap - n, "  %%n%d = %s i32 %%n%d to i64\n", i, names[x->op], x->a);
      continue;
    }
    x->bits = fn->ints[x->a].bits;
    x->flags = al_below(r, 4);
    if (al_below(r, 3) == 0) {
      int k, tries;
      for (tries = 0, k = (int)al_below(r, (uint32_t)i); tries < 20 && fn->ints[k].bits != x->bits; tries++)
        k = (int)al_below(r, (uint32_t)i);
      if (fn->ints[k].bits == x->bits && x->op != AL_SHL) {
        x->b = k;
      } else {
        x->b = -1;
      }
    } else {
      x->b = -1;
    }
    if (x->b < 0) {
      x->cb = x->op == AL_SHL ? (int64_t)al_below(r, 4) : x->op == AL_MUL ? (int64_t)al_below(r, 7) - 3
                                                                         : (int64_t)al_below(r, 41) - 20;
    }
    n += (size_t)snprintf(text + n, cap - n, "  %%n%d = %s%s%s i%d %%n%d, ", i, names[x->op],
                          (x->flags & 2) ? " nuw" : "", (x->flags & 1) ? " nsw" : "", x->bits, x->a);
    if (x->b >= 0) n += (size_t)snprintf(text + n, cap - n, "%%n%d\n", x->b);
    else n += (size_t)snprintf(text + n, cap - n, "%lld\n", (long long)x->cb);
  }
  for (i = 0; i < AL_NPTR; i++) {
    al_ptr *p = &fn->ptrs[i];
    static const char *tys[] = {"i8", "i32", "%S"};
    p->base = i == 0 ? -1 : (int)al_below(r, (uint32_t)i + 1) - 1;
    p->ty = (int)al_below(r, 3);
    p->idx0 = (int)al_below(r, AL_NINT + 2) - 2; /* -2, -1: constants 0 and 1 */
    p->field = (int)al_below(r, 3);
    p->idx2 = (int)al_below(r, AL_NINT + 1) - 1; /* -1: constant 1 */
    n += (size_t)snprintf(text + n, cap - n, "  %%p%d = getelementptr %s, ptr addrspace(1) ", i, tys[p->ty]);
    if (p->base < 0) n += (size_t)snprintf(text + n, cap - n, "%%base, ");
    else n += (size_t)snprintf(text + n, cap - n, "%%p%d, ", p->base);
    if (p->idx0 < 0) n += (size_t)snprintf(text + n, cap - n, "i64 %d", p->idx0 + 2);
    else n += (size_t)snprintf(text + n, cap - n, "i%d %%n%d", fn->ints[p->idx0].bits, p->idx0);
    if (p->ty == 2) {
      n += (size_t)snprintf(text + n, cap - n, ", i32 %d", p->field);
      if (p->field == 1) {
        if (p->idx2 < 0) n += (size_t)snprintf(text + n, cap - n, ", i64 1");
        else n += (size_t)snprintf(text + n, cap - n, ", i%d %%n%d", fn->ints[p->idx2].bits, p->idx2);
      }
    }
    n += (size_t)snprintf(text + n, cap - n, "\n");
  }
  n += (size_t)snprintf(text + n, cap - n, "  ret void\n}\n");
}

static int64_t al_sx(uint64_t v, int bits) { return bits == 64 ? (int64_t)v : (int64_t)(int32_t)(uint32_t)v; }
static uint64_t al_zx(uint64_t v, int bits) { return bits == 64 ? v : (uint64_t)(uint32_t)v; }

/* Evaluates the pool; poison[i] when a flag was violated (or an operand was poison). */
static void al_eval_ints(const al_fn *fn, const int64_t *args, uint64_t *val, int *poison) {
  int i;
  for (i = 0; i < AL_NINT; i++) {
    const al_int *x = &fn->ints[i];
    uint64_t a, b, res = 0;
    int bits = x->bits, p = 0;
    if (x->op == AL_ARG) {
      val[i] = al_zx((uint64_t)args[i], bits);
      poison[i] = 0;
      continue;
    }
    a = val[x->a];
    p = poison[x->a];
    if (x->op == AL_SEXT || x->op == AL_ZEXT) {
      val[i] = x->op == AL_SEXT ? (uint64_t)al_sx(a, 32) : al_zx(a, 32);
      poison[i] = p;
      continue;
    }
    b = x->b >= 0 ? val[x->b] : al_zx((uint64_t)x->cb, bits);
    if (x->b >= 0) p |= poison[x->b];
    {
      /* exact results as signed and unsigned wide values: 32-bit in int64/uint64,
       * 64-bit through the overflow builtins' portable equivalents */
      int64_t sa = al_sx(a, bits), sb = al_sx(b, bits);
      uint64_t ua = al_zx(a, bits), ub = al_zx(b, bits);
      int sov = 0, uov = 0;
      switch (x->op) {
      case AL_ADD:
        res = ua + ub;
        if (bits == 32) {
          sov = sa + sb != al_sx(res, 32);
          uov = ua + ub > 0xffffffffull;
        } else {
          sov = (sb > 0 && sa > INT64_MAX - sb) || (sb < 0 && sa < INT64_MIN - sb);
          uov = res < ua;
        }
        break;
      case AL_SUB:
        res = ua - ub;
        if (bits == 32) sov = sa - sb != al_sx(res, 32);
        else sov = (sb < 0 && sa > INT64_MAX + sb) || (sb > 0 && sa < INT64_MIN + sb);
        uov = ub > ua;
        break;
      case AL_MUL:
        res = ua * ub;
        if (bits == 32) {
          sov = sa * sb != al_sx(res, 32);
          uov = ua * ub > 0xffffffffull;
        } else {
          sov = sa != 0 && (al_sx(res, 64) / sa != sb || (sa == -1 && sb == INT64_MIN) || (sb == -1 && sa == INT64_MIN));
          uov = ua != 0 && res / ua != ub;
        }
        break;
      case AL_SHL:
        if (ub >= (uint64_t)bits) {
          p = 1;
          break;
        }
        res = ua << ub;
        sov = al_sx(al_zx(res, bits), bits) >> ub != sa;
        uov = al_zx(res, bits) >> ub != ua;
        break;
      default: break;
      }
      if (((x->flags & 1) && sov) || ((x->flags & 2) && uov)) p = 1;
    }
    val[i] = al_zx(res, bits);
    poison[i] = p;
  }
}

static uint64_t al_index(const al_fn *fn, int k, const uint64_t *val, const int *poison, int *p) {
  if (k < 0) return 0;
  *p |= poison[k];
  return (uint64_t)al_sx(val[k], fn->ints[k].bits); /* GEP indices are sign-extended */
}

static void al_eval_ptrs(const al_fn *fn, const uint64_t *val, const int *poison, uint64_t *addr, int *ppois) {
  int i;
  for (i = 0; i < AL_NPTR; i++) {
    const al_ptr *p = &fn->ptrs[i];
    static const uint64_t size[] = {1, 4, 24};
    static const uint64_t foff[] = {0, 4, 16};
    uint64_t a = p->base < 0 ? 0x100000 : addr[p->base];
    int pz = p->base < 0 ? 0 : ppois[p->base];
    uint64_t i0 = p->idx0 < 0 ? (uint64_t)(p->idx0 + 2) : al_index(fn, p->idx0, val, poison, &pz);
    a += i0 * size[p->ty];
    if (p->ty == 2) {
      a += foff[p->field];
      if (p->field == 1) a += 2 * (p->idx2 < 0 ? 1 : al_index(fn, p->idx2, val, poison, &pz));
    }
    addr[i] = a;
    ppois[i] = pz;
  }
}

static void alias_random_oracle(void) {
  unsigned seeds = ut.quick ? 60 : 400, seed, samples = 300;
  unsigned claims_no = 0, claims_must = 0, claims_dist = 0;
  char text[8192];
  for (seed = 1; seed <= seeds; seed++) {
    al_rng r;
    al_fn fn;
    nvcg_context *C = nvcg_context_create();
    nv_module *m;
    nv_func *f;
    nv_value *pv[AL_NPTR];
    unsigned i, j, s;
    static const unsigned sizes[] = {1, 2, 4, 8, 16};
    nv_alias res[AL_NPTR][AL_NPTR];
    unsigned psz[AL_NPTR];
    int64_t dist[AL_NPTR][AL_NPTR];
    int hasd[AL_NPTR][AL_NPTR];
    r.s = seed * 0x9E3779B97F4A7C15ull;
    al_gen(&r, &fn, text, sizeof text);
    m = al_parse(C, text);
    UT_CHECKF(m != NULL, "seed %u: module rejected:\n%s", seed, text);
    if (!m) {
      nvcg_context_destroy(C);
      return;
    }
    f = al_func(m, "f");
    for (i = 0; i < AL_NPTR; i++) {
      char name[8];
      snprintf(name, sizeof name, "p%u", i);
      pv[i] = al_val(f, name);
      psz[i] = sizes[al_below(&r, 5)];
    }
    for (i = 0; i < AL_NPTR; i++)
      for (j = 0; j < AL_NPTR; j++) {
        res[i][j] = nv_aa_alias(pv[i], psz[i], pv[j], psz[j]);
        hasd[i][j] = nv_aa_ptr_distance(pv[i], pv[j], &dist[i][j]);
        claims_no += res[i][j] == NV_AA_NO;
        claims_must += res[i][j] == NV_AA_MUST;
        claims_dist += hasd[i][j];
      }
    for (s = 0; s < samples; s++) {
      int64_t args[AL_NARGS];
      uint64_t val[AL_NINT], addr[AL_NPTR];
      int poison[AL_NINT], ppois[AL_NPTR];
      for (i = 0; i < AL_NARGS; i++) {
        static const int64_t edge[] = {0, 1, -1, 2, -2, 0x7fffffff, -0x7fffffff - 1, 0xffffffffll, INT64_MAX, INT64_MIN};
        uint32_t k = al_below(&r, 4);
        args[i] = k == 0 ? edge[al_below(&r, 10)] : k == 1 ? (int64_t)al_below(&r, 64) - 32
                : (int64_t)(((uint64_t)al_next(&r) << 32) | al_next(&r));
      }
      al_eval_ints(&fn, args, val, poison);
      al_eval_ptrs(&fn, val, poison, addr, ppois);
      for (i = 0; i < AL_NPTR; i++)
        for (j = 0; j < AL_NPTR; j++) {
          uint64_t d = addr[j] - addr[i];
          int overlap = d < psz[i] || (uint64_t)0 - d < psz[j];
          if (ppois[i] || ppois[j]) continue;
          UT_CHECKF(!(res[i][j] == NV_AA_NO && overlap), "seed %u: p%u/%u and p%u/%u overlap but said no alias\n%s",
                    seed, i, psz[i], j, psz[j], text);
          UT_CHECKF(!(res[i][j] == NV_AA_MUST && d != 0), "seed %u: p%u and p%u said must alias, differ by %lld\n%s",
                    seed, i, j, (long long)d, text);
          UT_CHECKF(!hasd[i][j] || (uint64_t)dist[i][j] == d, "seed %u: distance p%u..p%u said %lld, is %lld\n%s",
                    seed, i, j, (long long)dist[i][j], (long long)d, text);
          if (ut.failed) {
            fprintf(stderr, "%s", text);
            nvcg_context_destroy(C);
            return;
          }
        }
    }
    nvcg_context_destroy(C);
  }
  /* the oracle must have had claims to check */
  UT_CHECKF(claims_no > seeds && claims_must > seeds && claims_dist > seeds, "too few claims: %u no, %u must, %u dist",
            claims_no, claims_must, claims_dist);
}

/* ---- known bits: random expressions over two i8 arguments, widened to i16 ----
 * Each expression is a tree of and/or/xor, add/mul, shifts by constants, trunc+zext/sext,
 * zext/sext of an argument, constants and select; it is printed as .ll, and the model
 * below evaluates it on all 65536 argument pairs. Every bit nv_opt_known_bits calls known
 * must have that value in every evaluation; and the analysis must know something often.
 * When the root adds a constant and sepconst's nv_sco_no_wrap says it cannot wrap under
 * sext (zext), no pair may make it wrap signed (unsigned). */
enum { KB_X, KB_Y, KB_XS, KB_C, KB_AND, KB_OR, KB_XOR, KB_ADD, KB_MUL, KB_SHL, KB_LSHR, KB_ASHR, KB_TZ, KB_TS, KB_SEL,
       KB_NKINDS };
typedef struct kb_node {
  int kind, a, b, c; /* operands: node indices; c: constant or shift amount */
} kb_node;

static uint32_t kb_rand(uint32_t *s) {
  *s ^= *s << 13;
  *s ^= *s >> 17;
  *s ^= *s << 5;
  return *s;
}

static int kb_gen(kb_node *n, int *count, int depth, uint32_t *s) {
  int k = depth <= 0 ? (int)(kb_rand(s) % 4) : (int)(kb_rand(s) % KB_NKINDS), me;
  kb_node nd;
  memset(&nd, 0, sizeof nd);
  nd.kind = k;
  if (k >= KB_AND) nd.a = kb_gen(n, count, depth - 1, s);
  if (k == KB_AND || k == KB_OR || k == KB_XOR || k == KB_ADD || k == KB_MUL || k == KB_SEL)
    nd.b = kb_gen(n, count, depth - 1, s);
  if (k == KB_C || k == KB_AND || k == KB_OR || k == KB_XOR || k == KB_ADD || k == KB_MUL)
    nd.c = (int)(kb_rand(s) & (kb_rand(s) % 2 ? 0xffff : 0xff)); /* small constants keep add/mul from wrapping */
  if ((k == KB_AND || k == KB_OR || k == KB_XOR || k == KB_ADD || k == KB_MUL) && kb_rand(s) % 2)
    nd.c = -1; /* operand b, not a constant */
  if (k == KB_SHL || k == KB_LSHR || k == KB_ASHR) nd.c = (int)(kb_rand(s) % 16);
  me = (*count)++;
  n[me] = nd;
  return me;
}

static uint16_t kb_eval(const kb_node *n, int i, uint8_t x, uint8_t y) {
  const kb_node *d = &n[i];
  uint16_t a = d->kind >= KB_AND ? kb_eval(n, d->a, x, y) : 0;
  uint16_t b = d->c == -1 || d->kind == KB_SEL ? kb_eval(n, d->b, x, y) : (uint16_t)d->c;
  switch (d->kind) {
  case KB_X: return x;
  case KB_Y: return y;
  case KB_XS: return (uint16_t)(int16_t)(int8_t)x;
  case KB_C: return (uint16_t)d->c;
  case KB_AND: return a & b;
  case KB_OR: return a | b;
  case KB_XOR: return a ^ b;
  case KB_ADD: return (uint16_t)(a + b);
  case KB_MUL: return (uint16_t)((uint32_t)a * b);
  case KB_SHL: return (uint16_t)(a << d->c);
  case KB_LSHR: return (uint16_t)(a >> d->c);
  case KB_ASHR: return (uint16_t)((int16_t)a >> d->c);
  case KB_TZ: return (uint8_t)a;
  case KB_TS: return (uint16_t)(int16_t)(int8_t)a;
  default: return (x & 1) ? a : b;
  }
}

static void kb_print(const kb_node *n, int count, char *buf, size_t size) {
  size_t len = (size_t)snprintf(buf, size, "define i16 @k(i8 %%x, i8 %%y) {\n  %%c = trunc i8 %%x to i1\n");
  int i;
  for (i = 0; i < count && len < size; i++) {
    const kb_node *d = &n[i];
    char b[32];
    if (d->c == -1 || d->kind == KB_SEL) snprintf(b, sizeof b, "%%v%d", d->b);
    else snprintf(b, sizeof b, "%d", d->c);
    switch (d->kind) {
    case KB_X: len += (size_t)snprintf(buf + len, size - len, "  %%v%d = zext i8 %%x to i16\n", i); break;
    case KB_Y: len += (size_t)snprintf(buf + len, size - len, "  %%v%d = zext i8 %%y to i16\n", i); break;
    case KB_XS: len += (size_t)snprintf(buf + len, size - len, "  %%v%d = sext i8 %%x to i16\n", i); break;
    case KB_C: len += (size_t)snprintf(buf + len, size - len, "  %%v%d = add i16 0, %d\n", i, d->c); break;
    case KB_AND: len += (size_t)snprintf(buf + len, size - len, "  %%v%d = and i16 %%v%d, %s\n", i, d->a, b); break;
    case KB_OR: len += (size_t)snprintf(buf + len, size - len, "  %%v%d = or i16 %%v%d, %s\n", i, d->a, b); break;
    case KB_XOR: len += (size_t)snprintf(buf + len, size - len, "  %%v%d = xor i16 %%v%d, %s\n", i, d->a, b); break;
    case KB_ADD: len += (size_t)snprintf(buf + len, size - len, "  %%v%d = add i16 %%v%d, %s\n", i, d->a, b); break;
    case KB_MUL: len += (size_t)snprintf(buf + len, size - len, "  %%v%d = mul i16 %%v%d, %s\n", i, d->a, b); break;
    case KB_SHL: len += (size_t)snprintf(buf + len, size - len, "  %%v%d = shl i16 %%v%d, %d\n", i, d->a, d->c); break;
    case KB_LSHR: len += (size_t)snprintf(buf + len, size - len, "  %%v%d = lshr i16 %%v%d, %d\n", i, d->a, d->c); break;
    case KB_ASHR: len += (size_t)snprintf(buf + len, size - len, "  %%v%d = ashr i16 %%v%d, %d\n", i, d->a, d->c); break;
    case KB_TZ: case KB_TS:
      len += (size_t)snprintf(buf + len, size - len, "  %%t%d = trunc i16 %%v%d to i8\n  %%v%d = %s i8 %%t%d to i16\n", i,
                              d->a, i, d->kind == KB_TZ ? "zext" : "sext", i);
      break;
    default:
      len += (size_t)snprintf(buf + len, size - len, "  %%v%d = select i1 %%c, i16 %%v%d, i16 %%v%d\n", i, d->a, d->b);
      break;
    }
  }
  if (len < size) snprintf(buf + len, size - len, "  ret i16 %%v%d\n}\n", count - 1);
}

static void known_bits_oracle(void) {
  unsigned seed, seeds = ut.quick ? 150 : 600, informative = 0, marked = 0, memo_kept = 0;
  for (seed = 1; seed <= seeds && !ut.failed; seed++) {
    kb_node n[256];
    int count = 0;
    uint32_t s = seed * 2654435761u + 1;
    char text[16384];
    nvcg_context *C = nvcg_context_create();
    nv_module *m;
    nv_func *f;
    nv_inst *ret;
    const kb_node *root;
    uint64_t zero, one;
    unsigned x, y;
    int no_wrap_s, no_wrap_z;
    kb_gen(n, &count, 5, &s);
    if (seed % 2) { /* every other root adds a small constant, for nv_sco_no_wrap */
      memset(&n[count], 0, sizeof n[count]);
      n[count].kind = KB_ADD;
      n[count].a = count - 1;
      n[count].c = (int)((kb_rand(&s) % 601 + 65536 - 300) & 0xffff);
      count++;
    }
    kb_print(n, count, text, sizeof text);
    m = al_parse(C, text);
    UT_CHECKF(m != NULL, "seed %u: does not parse\n%s", seed, text);
    if (!m) {
      nvcg_context_destroy(C);
      return;
    }
    f = al_func(m, "k");
    ret = f->last->last;
    nv_opt_known_bits(ret->ops[0].val, &zero, &one);
    UT_CHECKF(!(zero & one), "seed %u: bits both known zero and one", seed);
    { /* the memo (simplify's) gives the same answers: every instruction asked in both
       * orders and again, the memo kept or forgotten at random */
      nv_kb_memo M;
      unsigned round;
      nv_kb_memo_init(&M, f);
      for (round = 0; round < 3; round++) {
        nv_inst *I = round == 1 ? f->first->last : f->first->first;
        while (I) {
          uint64_t z0, o0, z1, o1;
          nv_opt_known_bits(&I->v, &z0, &o0);
          nv_opt_known_bits_memo(&I->v, &z1, &o1, &M);
          UT_CHECKF(z0 == z1 && o0 == o1, "seed %u: the memo's known bits of %%%s differ", seed,
                    I->v.name ? I->v.name : "?");
          memo_kept += M.used;
          if (kb_rand(&s) % 16 == 0) nv_kb_memo_clear(&M);
          I = round == 1 ? I->prev : I->next;
        }
      }
      nv_kb_memo_free(&M);
    }
    informative += (zero | one) != 0 && ret->ops[0].val->kind == NV_V_INST;
    root = &n[count - 1];
    no_wrap_s = no_wrap_z = 0;
    if (root->kind == KB_ADD && root->c != -1 && ret->ops[0].val->kind == NV_V_INST) {
      no_wrap_s = nv_sco_no_wrap((const nv_inst *)ret->ops[0].val, NV_AA_EXT_S);
      no_wrap_z = nv_sco_no_wrap((const nv_inst *)ret->ops[0].val, NV_AA_EXT_Z);
    }
    marked += no_wrap_s || no_wrap_z;
    for (x = 0; x < 256 && !ut.failed; x++)
      for (y = 0; y < 256; y++) {
        uint16_t r = kb_eval(n, count - 1, (uint8_t)x, (uint8_t)y);
        if ((r & zero) || (~r & one & 0xffff)) {
          UT_CHECKF(0, "seed %u: x=%u y=%u gives 0x%04x against known zero 0x%04llx one 0x%04llx\n%s", seed, x, y, r,
                    (unsigned long long)zero, (unsigned long long)one, text);
          break;
        }
        if (no_wrap_s || no_wrap_z) {
          uint16_t a = kb_eval(n, root->a, (uint8_t)x, (uint8_t)y), b = (uint16_t)root->c;
          int32_t sr = (int32_t)(int16_t)a + (int16_t)b;
          uint32_t ur = (uint32_t)a + b;
          if ((no_wrap_s && (sr < -32768 || sr > 32767)) || (no_wrap_z && ur > 0xffff)) {
            UT_CHECKF(0, "seed %u: said not to wrap (sext %d, zext %d), but x=%u y=%u wraps: %u + %u\n%s", seed,
                      no_wrap_s, no_wrap_z, x, y, a, b, text);
            break;
          }
        }
      }
    nvcg_context_destroy(C);
  }
  UT_CHECKF(informative > seeds / 4, "known bits found in only %u of %u expressions", informative, seeds);
  UT_CHECKF(marked > 0, "no constant add found not to wrap in %u expressions", seeds);
  UT_CHECKF(memo_kept > 0, "the known-bits memo kept nothing");
  if (!ut.quick) printf("known bits: %u of %u expressions informative, %u constant adds found not to wrap\n", informative, seeds, marked);
}

/* The known-bits memo on random DAGs big enough that walks run out of budget (each
 * instruction takes earlier ones as operands, so walks revisit shared values): asked in
 * random order with the memo, every answer must be the one without it. */
static void known_bits_memo_oracle(void) {
  static const char *ops[] = {"and", "or", "xor", "add", "mul", "shl", "lshr", "ashr"};
  unsigned seed, kept = 0;
  for (seed = 1; seed <= 200 && !ut.failed; seed++) {
    uint32_t s = seed * 2246822519u + 7;
    char text[16384];
    size_t len = 0;
    unsigned i, q, ninst = 40 + kb_rand(&s) % 40;
    nvcg_context *C = nvcg_context_create();
    nv_module *m;
    nv_func *f;
    nv_inst **insts;
    nv_kb_memo M;
    len += (size_t)snprintf(text + len, sizeof text - len,
                            "define i32 @k(i8 %%x, i8 %%y) {\nentry:\n  %%v0 = zext i8 %%x to i32\n"
                            "  %%v1 = sext i8 %%y to i32\n  %%v2 = and i32 %%v1, 4095\n");
    for (i = 3; i < ninst; i++) {
      unsigned op = kb_rand(&s) % 8, a = kb_rand(&s) % i, b = kb_rand(&s) % i;
      if (op >= 5)
        len += (size_t)snprintf(text + len, sizeof text - len, "  %%v%u = %s i32 %%v%u, %u\n", i, ops[op], a,
                                kb_rand(&s) % 8);
      else if (kb_rand(&s) % 4 == 0)
        len += (size_t)snprintf(text + len, sizeof text - len, "  %%v%u = %s i32 %%v%u, %u\n", i, ops[op], a,
                                kb_rand(&s) % 4096);
      else
        len += (size_t)snprintf(text + len, sizeof text - len, "  %%v%u = %s i32 %%v%u, %%v%u\n", i, ops[op], a, b);
    }
    snprintf(text + len, sizeof text - len, "  ret i32 %%v%u\n}\n", ninst - 1);
    m = al_parse(C, text);
    UT_CHECKF(m != NULL, "seed %u: does not parse\n%s", seed, text);
    if (!m) {
      nvcg_context_destroy(C);
      return;
    }
    f = al_func(m, "k");
    insts = (nv_inst **)malloc(sizeof *insts * ninst);
    i = 0;
    for (nv_inst *I = f->first->first; I && i < ninst; I = I->next) insts[i++] = I;
    nv_kb_memo_init(&M, f);
    /* the last first (its walk is cut), then at random */
    for (q = 0; q < 4 * ninst && !ut.failed; q++) {
      nv_inst *I = insts[q == 0 ? ninst - 1 : kb_rand(&s) % ninst];
      uint64_t z0, o0, z1, o1;
      nv_opt_known_bits(&I->v, &z0, &o0);
      nv_opt_known_bits_memo(&I->v, &z1, &o1, &M);
      UT_CHECKF(z0 == z1 && o0 == o1, "seed %u: the memo's known bits of %%%s differ\n%s", seed,
                I->v.name ? I->v.name : "?", text);
      kept += M.used;
      if (kb_rand(&s) % 32 == 0) nv_kb_memo_clear(&M);
    }
    nv_kb_memo_free(&M);
    free(insts);
    nvcg_context_destroy(C);
  }
  UT_CHECKF(kept > 0, "the known-bits memo kept nothing");
}

/* 4-bit comparison, the oracle's own: signed values are -8..7. */
static int ic_eval(unsigned pred, unsigned a, unsigned b) {
  int sa = (int)(a ^ 8) - 8, sb = (int)(b ^ 8) - 8;
  switch (pred) {
  case NVCG_ICMP_EQ: return a == b;
  case NVCG_ICMP_NE: return a != b;
  case NVCG_ICMP_UGT: return a > b;
  case NVCG_ICMP_UGE: return a >= b;
  case NVCG_ICMP_ULT: return a < b;
  case NVCG_ICMP_ULE: return a <= b;
  case NVCG_ICMP_SGT: return sa > sb;
  case NVCG_ICMP_SGE: return sa >= sb;
  case NVCG_ICMP_SLT: return sa < sb;
  default: return sa <= sb;
  }
}

/* Every answer nv_opt_icmp_implies gives must hold on every pair (a, b) where the known
 * comparison has the given truth; and where all such pairs agree on the other comparison
 * and the two compare in the same order (or one is eq/ne), it must answer. */
static void icmp_implies_oracle(void) {
  unsigned known, other, truth, swapped, a, b, decided = 0;
  for (known = NVCG_ICMP_EQ; known <= NVCG_ICMP_SLE; known++)
    for (other = NVCG_ICMP_EQ; other <= NVCG_ICMP_SLE; other++)
      for (truth = 0; truth < 2; truth++)
        for (swapped = 0; swapped < 2; swapped++) {
          int r = nv_opt_icmp_implies(known, (int)truth, other, (int)swapped), seen[2] = {0, 0};
          int ksigned = known >= NVCG_ICMP_SGT, kuns = known >= NVCG_ICMP_UGT && known <= NVCG_ICMP_ULE;
          int osigned = other >= NVCG_ICMP_SGT, ouns = other >= NVCG_ICMP_UGT && other <= NVCG_ICMP_ULE;
          for (a = 0; a < 16; a++)
            for (b = 0; b < 16; b++)
              if (ic_eval(known, a, b) == (int)truth) seen[swapped ? ic_eval(other, b, a) : ic_eval(other, a, b)] = 1;
          if (r >= 0) {
            UT_CHECKF(!seen[!r], "pred %u %s decides pred %u%s as %d, wrongly", known, truth ? "true" : "false", other,
                      swapped ? " (swapped)" : "", r);
            decided++;
          } else if (!(ksigned && ouns) && !(kuns && osigned)) {
            UT_CHECKF(seen[0] && seen[1], "pred %u %s decides pred %u%s, not answered", known, truth ? "true" : "false",
                      other, swapped ? " (swapped)" : "");
          }
        }
  UT_CHECKF(decided > 100, "only %u answers", decided);
}

/* ---- The cached CFG (opt/analysis.c) ----
 * nv_cfg_build lends a function's cached CFG while its cfg_epoch is unchanged. Random
 * CFG edits through ir/'s primitives (retargeting a branch, a new block, a block
 * unlinked, a terminator replaced, an instruction appended after a terminator or taken
 * off the end of a block, blocks moved) interleaved with builds: every build must equal
 * a fresh one (the oracle), a build after edits that leave the CFG alone (a non-terminator
 * inserted mid-block) must reuse the cache, a snapshot taken before an edit must stay
 * readable after it, and the oracle (f->cfg_check) must catch an edit hidden from the
 * epoch. */
static const char *cc_ll =
    "define void @f(i1 %c, i32 %x) {\n"
    "b0:\n  br i1 %c, label %b1, label %b2\n"
    "b1:\n  br label %b3\n"
    "b2:\n  br i1 %c, label %b3, label %b4\n"
    "b3:\n  br i1 %c, label %b1, label %b5\n"
    "b4:\n  br label %b2\n"
    "b5:\n  ret void\n"
    "}\n";

static nv_block *cc_block(nv_func *f, uint32_t k) {
  nv_block *bb = f->first;
  while (k-- && bb->next) bb = bb->next;
  return bb;
}

static uint32_t cc_nblocks(nv_func *f) {
  uint32_t n = 0;
  nv_block *bb;
  for (bb = f->first; bb; bb = bb->next) n++;
  return n;
}

static void cfg_cache(void) {
  nvcg_context *C = nvcg_context_create();
  nv_module *m = al_parse(C, cc_ll);
  nv_func *f = m ? al_func(m, "f") : NULL;
  nv_value *c, *x;
  unsigned step, reused = 0, rebuilt = 0, snapshots = 0;
  UT_CHECK(f != NULL);
  if (!f) {
    nvcg_context_destroy(C);
    return;
  }
  c = &f->args[0]->v;
  x = &f->args[1]->v;
  ut_rs = 0x5eed15b;
  for (step = 0; step < 3000; step++) {
    uint32_t n = cc_nblocks(f), e0 = f->cfg_epoch, kind = ut_pick(9);
    nv_block *bb = cc_block(f, 1 + ut_pick(n - 1)), *to = cc_block(f, 1 + ut_pick(n - 1));
    nv_inst *T = bb->last;
    nv_cfg g0, g;
    nv_ib b;
    nv_block **kblocks = NULL;
    uint32_t *ksuccs = NULL, knedges = 0;
    int keep = ut_pick(4) == 0, cfg_edit = 1;
    nv_cfg_build(&g0, f);
    if (ut_pick(2)) nv_cfg_dominators(&g0);
    if (keep) { /* what the snapshot holds, to check it after the edit */
      kblocks = (nv_block **)malloc(sizeof(nv_block *) * g0.n);
      ksuccs = (uint32_t *)malloc(sizeof(uint32_t) * (g0.succ_start[g0.n] + 1));
      memcpy(kblocks, g0.blocks, sizeof(nv_block *) * g0.n);
      memcpy(ksuccs, g0.succs, sizeof(uint32_t) * g0.succ_start[g0.n]);
      knedges = g0.succ_start[g0.n];
    }
    switch (kind) {
    case 0: /* retarget one successor */
      if (T && NV_OP_IS_TERMINATOR(T->v.opcode) && T->v.opcode == NVCG_OP_BR)
        nv_inst_set_op(T, T->nops == 1 ? 0 : 1 + ut_pick(2), &to->v);
      else
        cfg_edit = 0;
      break;
    case 1: /* a new block */
      nv_ib_at_end(&b, nv_block_new(f, "n", ut_pick(2) ? to : NULL));
      if (ut_pick(2)) nv_ib_br(&b, bb);
      else nv_ib_condbr(&b, c, bb, to);
      break;
    case 2: /* a block no branch enters unlinked (never the entry; at least three stay) */
      if (n > 3 && !bb->v.uses) nv_block_unlink(bb);
      else cfg_edit = 0;
      break;
    case 3: /* the terminator replaced */
      if (T && NV_OP_IS_TERMINATOR(T->v.opcode)) {
        nv_inst_erase(T);
        nv_ib_at_end(&b, bb);
        if (ut_pick(2)) nv_ib_br(&b, to);
        else nv_ib_condbr(&b, c, to, cc_block(f, ut_pick(n)));
      } else {
        cfg_edit = 0;
      }
      break;
    case 4: /* an instruction after the terminator: the block has none now */
      nv_ib_at_end(&b, bb);
      nv_ib_binop(&b, NVCG_OP_ADD, x, x, "t");
      break;
    case 5: /* the last instruction taken off (maybe the terminator) */
      if (T && !T->v.uses) nv_inst_erase(T);
      else cfg_edit = 0;
      break;
    case 6: /* a block moved */
      if (n > 3 && bb != to) {
        nv_block_unlink(bb);
        nv_block_link(bb, to);
      } else {
        cfg_edit = 0;
      }
      break;
    default: /* no CFG edit: an instruction inserted before a block's first */
      cfg_edit = 0;
      if (bb->first) {
        nv_ib_before(&b, bb->first);
        nv_ib_binop(&b, NVCG_OP_ADD, x, x, "u");
      }
      break;
    }
    if (!cfg_edit) UT_CHECKF(f->cfg_epoch == e0, "step %u: an edit that kept the CFG bumped its epoch", step);
    if (!keep) nv_cfg_free(&g0);
    nv_cfg_build(&g, f);
    if (ut_pick(2)) nv_cfg_dominators(&g);
    if (ut_pick(3) == 0) {
      nv_cfg_dominators(&g);
      nv_cfg_frontiers(&g);
    }
    UT_CHECKF(nv_cfg_cache_valid(g.shared, f), "step %u (edit %u): the CFG lent differs from a fresh build", step, kind);
    if (f->cfg_epoch == e0) {
      reused++;
      UT_CHECKF(g.shared == f->cfg_cache && g.n == n, "step %u: no CFG edit, yet not the cached CFG", step);
    } else {
      rebuilt++;
    }
    if (keep) { /* the snapshot from before the edit is still whole */
      UT_CHECKF(g0.n == n && g0.succ_start[n] == knedges && !memcmp(kblocks, g0.blocks, sizeof(nv_block *) * n) &&
                    !memcmp(ksuccs, g0.succs, sizeof(uint32_t) * knedges),
                "step %u: a kept snapshot changed", step);
      snapshots++;
      nv_cfg_free(&g0);
      free(kblocks);
      free(ksuccs);
    }
    nv_cfg_free(&g);
    UT_CHECKF(!f->cfg_cache || !f->cfg_cache->refs, "step %u: %u copies still lent", step, f->cfg_cache ? f->cfg_cache->refs : 0);
  }
  UT_CHECKF(reused > 300 && rebuilt > 1000 && snapshots > 300, "reused %u, rebuilt %u, snapshots %u", reused, rebuilt,
            snapshots);
  /* the oracle: an edit hidden from the epoch is trusted without cfg_check, caught with it */
  {
    nv_cfg g1, g2;
    uint32_t e;
    nv_cfg_build(&g1, f);
    nv_cfg_free(&g1);
    e = f->cfg_epoch;
    nv_block_new(f, "hidden", NULL); /* one block more */
    f->cfg_epoch = e;
    nv_cfg_build(&g1, f);
    UT_CHECK(!nv_cfg_cache_valid(g1.shared, f) && !f->cfg_stale);
    nv_cfg_free(&g1);
    f->cfg_check = 1;
    nv_cfg_build(&g2, f);
    UT_CHECK(f->cfg_stale && nv_cfg_cache_valid(g2.shared, f));
    nv_cfg_free(&g2);
    f->cfg_check = 0;
  }
  nv_cfg_cache_drop(f);
  UT_CHECK(!f->cfg_cache);
  nvcg_context_destroy(C);
}

int main(int argc, char **argv) {
  ut_init(argc, argv, "alias.");
  UT_RUN(alias_rules);
  UT_RUN(alias_random_oracle);
  UT_RUN(known_bits_oracle);
  UT_RUN(known_bits_memo_oracle);
  UT_RUN(icmp_implies_oracle);
  UT_RUN(cfg_cache);
  return ut_finish();
}
