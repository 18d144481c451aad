/* spvrun -- translates a SPIR-V module in-process and runs one kernel of it in nvcgrun's
 * IR interpreter (the `ir` engine, tools/nvcgrun), the module handed over through
 * nr_launch.ir_module: the semantic tests' way to run SPIR-V without going through .ll
 * text. Output and exit status are nvcgrun's.
 *
 *   spvrun [--entry NAME] [--spec ID=VALUE]... [--push buffer] [--buffers table]
 *          [--uc-global] [--sm N] [--no-contract]
 *          --kernel NAME --grid X[,Y,Z] --block X[,Y,Z] [--shared BYTES] [--dump] ARG... input.spv
 *
 * It links libnvcgrun.a, which carries nvcg's implementation (ir_engine.c). */
#include "nvcg.h"
#define NVCG_SPIRV_IMPLEMENTATION
#include "frontends/nvcg_spirv.h"
#include "runner.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int dims(const char *s, uint32_t d[3]) {
  int k = 0;
  d[0] = d[1] = d[2] = 1;
  while (*s && k < 3) {
    char *end;
    unsigned long v = strtoul(s, &end, 10);
    if (end == s || v == 0 || v > 0x7fffffffUL) return -1;
    d[k++] = (uint32_t)v;
    s = end;
    if (*s == ',') s++;
    else if (*s) return -1;
  }
  return *s ? -1 : 0;
}

int main(int argc, char **argv) {
  nvcg_spirv_options o;
  nvcg_spirv_spec specs[64];
  unsigned nspecs = 0;
  nr_launch L;
  nr_arg *args = (nr_arg *)calloc((size_t)argc + 1, sizeof *args);
  char err[4096];
  const char *in = NULL;
  int i, rc;
  FILE *f;
  long size;
  unsigned char *buf;
  nvcg_context *ctx;
  nvcg_module *m = NULL;
  memset(&L, 0, sizeof L);
  L.engine = "ir";
  L.args = args;
  nvcg_spirv_options_init(&o);
  for (i = 1; i < argc; i++) {
    const char *a = argv[i];
    if (!strcmp(a, "--entry") && i + 1 < argc) o.entry_point = argv[++i];
    else if (!strcmp(a, "--spec") && i + 1 < argc) {
      if (nspecs == 64 || nvcg_spirv_parse_spec(argv[++i], &specs[nspecs]) != NVCG_OK) return 2;
      nspecs++;
    } else if (!strcmp(a, "--push") && i + 1 < argc) {
      o.push_constants = !strcmp(argv[++i], "buffer") ? NVCG_SPIRV_PUSH_BUFFER : NVCG_SPIRV_PUSH_BYVAL;
    } else if (!strcmp(a, "--buffers") && i + 1 < argc) {
      o.buffers = !strcmp(argv[++i], "table") ? NVCG_SPIRV_BUFFERS_TABLE : NVCG_SPIRV_BUFFERS_PARAMS;
    } else if (!strcmp(a, "--uc-global")) o.uniform_constant_addrspace = 1;
    else if (!strcmp(a, "--sm") && i + 1 < argc) o.sm = (unsigned)atoi(argv[++i]);
    else if (!strcmp(a, "--no-contract")) o.fp_contract = 0;
    else if (!strcmp(a, "--kernel") && i + 1 < argc) L.kernel = argv[++i];
    else if (!strcmp(a, "--grid") && i + 1 < argc) {
      if (dims(argv[++i], L.grid)) return 2;
    } else if (!strcmp(a, "--block") && i + 1 < argc) {
      if (dims(argv[++i], L.block)) return 2;
    } else if (!strcmp(a, "--shared") && i + 1 < argc) L.shared_bytes = strtoull(argv[++i], NULL, 0);
    else if (!strcmp(a, "--dump")) L.dump = 1;
    else if (strchr(a, ':')) {
      if (nr_parse_arg(a, &args[L.nargs], err, sizeof err)) {
        fprintf(stderr, "spvrun: %s\n", err);
        return 2;
      }
      L.nargs++;
    } else if (a[0] != '-') in = a;
    else {
      fprintf(stderr, "spvrun: unknown option '%s'\n", a);
      return 2;
    }
  }
  if (!in || !L.kernel || !L.grid[0] || !L.block[0]) {
    fprintf(stderr, "spvrun: input.spv, --kernel, --grid and --block are required\n");
    return 2;
  }
  o.specs = specs;
  o.spec_count = nspecs;
  o.source_name = in;
  f = fopen(in, "rb");
  if (!f) {
    perror(in);
    return 2;
  }
  fseek(f, 0, SEEK_END);
  size = ftell(f);
  fseek(f, 0, SEEK_SET);
  buf = (unsigned char *)malloc(size > 0 ? (size_t)size : 1);
  if (!buf || (size > 0 && fread(buf, 1, (size_t)size, f) != (size_t)size)) {
    fclose(f);
    return 2;
  }
  fclose(f);
  ctx = nvcg_context_create();
  if (nvcg_spirv_translate_bytes(ctx, buf, (size_t)size, &o, &m) != NVCG_OK) {
    nvcg_context_destroy(ctx);
    return 2;
  }
  L.file = in;
  L.ir_module = m;
  rc = nr_run(&L, err, sizeof err);
  if (rc == 0) nr_print_results(&L, stdout);
  else fprintf(stderr, "spvrun: %s\n", err);
  nr_free_results(&L);
  nvcg_context_destroy(ctx);
  free(buf);
  free(args);
  return rc;
}
