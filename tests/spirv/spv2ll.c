/* spv2ll -- translates a SPIR-V module with the nvcg SPIR-V frontend and prints the IR.
 * The tests drive the frontend through it; `--bench N` times N translations instead.
 *
 *   spv2ll [--entry NAME] [--spec ID=VALUE]... [--push buffer] [--buffers table]
 *          [--uc-global] [--sm N] [--no-contract] [--bench N] [--ptx] [-o out] input.spv
 *
 * --ptx compiles the module with nvcg_compile (for --sm N's target, default sm_75) and
 * prints PTX; with --bench it times translation plus compilation.
 *
 * Exit status: 0 translated, 1 rejected (diagnostics on stderr), 2 usage. */
#define _POSIX_C_SOURCE 199309L
#include "nvcg.h"
#define NVCG_SPIRV_IMPLEMENTATION
#include "frontends/nvcg_spirv.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static int usage(void) {
  fprintf(stderr, "usage: spv2ll [--entry NAME] [--spec ID=VALUE]... [--push buffer] [--buffers table] "
                  "[--uc-global] [--sm N] [--no-contract] [--bench N] [--ptx] [--knob NAME=VALUE]... [-o out] input.spv\n");
  return 2;
}

static double now(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

int main(int argc, char **argv) {
  nvcg_spirv_options o;
  nvcg_options co;
  nvcg_spirv_spec specs[64];
  unsigned nspecs = 0, nknobs = 0;
  const char *in = NULL, *out = NULL, *knobs[16];
  long bench = 0;
  int i, rc = 0, ptx = 0;
  FILE *f;
  long size;
  unsigned char *buf;
  nvcg_context *ctx;
  nvcg_module *m = NULL;
  nvcg_status st;
  nvcg_spirv_options_init(&o);
  nvcg_options_init(&co);
  for (i = 1; i < argc; i++) {
    const char *a = argv[i];
    if (!strcmp(a, "--entry") && i + 1 < argc) o.entry_point = argv[++i];
    else if (!strcmp(a, "--spec") && i + 1 < argc) {
      if (nspecs == 64 || nvcg_spirv_parse_spec(argv[++i], &specs[nspecs]) != NVCG_OK) return usage();
      nspecs++;
    } else if (!strcmp(a, "--push") && i + 1 < argc) {
      o.push_constants = !strcmp(argv[++i], "buffer") ? NVCG_SPIRV_PUSH_BUFFER : NVCG_SPIRV_PUSH_BYVAL;
    } else if (!strcmp(a, "--buffers") && i + 1 < argc) {
      o.buffers = !strcmp(argv[++i], "table") ? NVCG_SPIRV_BUFFERS_TABLE : NVCG_SPIRV_BUFFERS_PARAMS;
    } else if (!strcmp(a, "--uc-global")) o.uniform_constant_addrspace = 1;
    else if (!strcmp(a, "--sm") && i + 1 < argc) o.sm = (unsigned)atoi(argv[++i]);
    else if (!strcmp(a, "--no-contract")) o.fp_contract = 0;
    else if (!strcmp(a, "--bench") && i + 1 < argc) bench = atol(argv[++i]);
    else if (!strcmp(a, "--ptx")) ptx = 1;
    else if (!strcmp(a, "--knob") && i + 1 < argc && nknobs < 16) knobs[nknobs++] = argv[++i]; /* as nvcgc's */
    else if (!strcmp(a, "-o") && i + 1 < argc) out = argv[++i];
    else if (a[0] == '-' && a[1]) return usage();
    else in = a;
  }
  if (!in) return usage();
  if (o.sm) co.sm = o.sm; /* --sm: the frontend's sequences and the PTX target alike */
  co.knobs = knobs;
  co.knob_count = nknobs;
  o.specs = specs;
  o.spec_count = nspecs;
  o.source_name = in;
  f = fopen(in, "rb");
  if (!f) {
    perror(in);
    return 1;
  }
  fseek(f, 0, SEEK_END);
  size = ftell(f);
  fseek(f, 0, SEEK_SET);
  buf = (unsigned char *)malloc(size > 0 ? (size_t)size : 1);
  if (!buf || (size > 0 && fread(buf, 1, (size_t)size, f) != (size_t)size)) {
    fprintf(stderr, "%s: cannot read\n", in);
    fclose(f);
    return 1;
  }
  fclose(f);
  ctx = nvcg_context_create();
  if (bench > 0) {
    double t0 = now(), t;
    long k;
    for (k = 0; k < bench; k++) {
      st = nvcg_spirv_translate_bytes(ctx, buf, (size_t)size, &o, &m);
      if (st != NVCG_OK) {
        rc = 1;
        break;
      }
      if (ptx) {
        char *text = NULL;
        if (nvcg_compile(m, &co, &text, NULL) != NVCG_OK) rc = 1;
        nvcg_free(text);
      }
      nvcg_module_destroy(m);
      if (rc) break;
    }
    t = now() - t0;
    if (!rc)
      printf("%s: %ld words, %.3f ms per %s, %.1f Mwords/s\n", in, size / 4, 1e3 * t / (double)bench,
             ptx ? "translation and compilation to PTX" : "translation", (double)(size / 4) * (double)bench / t / 1e6);
  } else {
    st = nvcg_spirv_translate_bytes(ctx, buf, (size_t)size, &o, &m);
    if (st != NVCG_OK) rc = 1;
    else {
      char *text = NULL;
      nvcg_status pst;
      if (ptx) pst = nvcg_compile(m, &co, &text, NULL);
      else pst = nvcg_print_ll(m, &text, NULL);
      if (pst == NVCG_OK) {
        FILE *of = out ? fopen(out, "w") : stdout;
        if (!of) {
          perror(out);
          rc = 1;
        } else {
          fputs(text, of);
          if (out) fclose(of);
        }
        nvcg_free(text);
      } else rc = 1;
    }
  }
  nvcg_context_destroy(ctx);
  free(buf);
  return rc;
}
