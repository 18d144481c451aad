/* llrt -- the reader's test driver: parses LLVM assembly and prints it back.
 *
 *   llrt FILE.ll            parse, verify, print to stdout
 *   llrt --roundtrip FILE   parse, print (A), parse A, print (B); fail unless A == B
 *   llrt --twice FILE       parse the same text twice into one context (shared types)
 *   llrt -o OUT ...         write the printed module to OUT instead of stdout
 *
 * Exit status: 0 ok, 1 the input was rejected, 2 the round trip is not a fixed point,
 * 3 usage or I/O error. Diagnostics go to stderr as "file:line:col: error: message". */
#define NVCG_IMPLEMENTATION
#include "../../nvcg.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static char *read_file(const char *path, size_t *len) {
  FILE *f = strcmp(path, "-") == 0 ? stdin : fopen(path, "rb");
  char *buf = NULL;
  size_t cap = 0, n = 0;
  if (!f) return NULL;
  for (;;) {
    size_t got;
    if (n == cap) {
      char *nb;
      cap = cap ? cap * 2 : 65536;
      nb = (char *)realloc(buf, cap);
      if (!nb) {
        free(buf);
        if (f != stdin) fclose(f);
        return NULL;
      }
      buf = nb;
    }
    got = fread(buf + n, 1, cap - n, f);
    n += got;
    if (got == 0) break;
  }
  if (f != stdin) fclose(f);
  *len = n;
  return buf;
}

static char *parse_print(nvcg_context *ctx, const char *text, size_t len, const char *name,
                         size_t *outlen, nvcg_status *st) {
  nvcg_module *m = NULL;
  char *out = NULL;
  *st = nvcg_parse_ll(ctx, text, len, name, &m);
  if (*st != NVCG_OK) return NULL;
  if (nvcg_print_ll(m, &out, outlen) != NVCG_OK) out = NULL;
  nvcg_module_destroy(m);
  return out;
}

int main(int argc, char **argv) {
  const char *path = NULL, *outpath = NULL;
  int roundtrip = 0, twice = 0, i, rc = 0;
  char *text, *a, *b = NULL;
  size_t len, alen, blen;
  nvcg_context *ctx;
  nvcg_status st;
  for (i = 1; i < argc; i++) {
    if (strcmp(argv[i], "--roundtrip") == 0) roundtrip = 1;
    else if (strcmp(argv[i], "--twice") == 0) twice = 1;
    else if (strcmp(argv[i], "-o") == 0 && i + 1 < argc) outpath = argv[++i];
    else if (!path) path = argv[i];
    else path = NULL, i = argc;
  }
  if (!path) {
    fprintf(stderr, "usage: llrt [--roundtrip|--twice] [-o OUT] FILE.ll\n");
    return 3;
  }
  text = read_file(path, &len);
  if (!text) {
    fprintf(stderr, "llrt: cannot read %s\n", path);
    return 3;
  }
  ctx = nvcg_context_create();
  a = parse_print(ctx, text, len, path, &alen, &st);
  if (!a) {
    rc = 1;
  } else if (roundtrip || twice) {
    nvcg_context *ctx2 = roundtrip ? ctx : ctx;
    b = roundtrip ? parse_print(ctx2, a, alen, "<printed>", &blen, &st)
                  : parse_print(ctx2, text, len, path, &blen, &st);
    if (!b) {
      fprintf(stderr, "llrt: %s: the %s was rejected\n", path, roundtrip ? "printed module" : "second parse");
      rc = 2;
    } else if (alen != blen || memcmp(a, b, alen) != 0) {
      size_t k = 0, line = 1;
      while (k < alen && k < blen && a[k] == b[k]) {
        if (a[k] == '\n') line++;
        k++;
      }
      fprintf(stderr, "llrt: %s: printing is not a fixed point (first difference on line %lu)\n",
              path, (unsigned long)line);
      rc = 2;
    }
  }
  if (a && rc != 1) {
    FILE *o = outpath ? fopen(outpath, "wb") : stdout;
    if (!o) {
      fprintf(stderr, "llrt: cannot write %s\n", outpath);
      rc = 3;
    } else {
      fwrite(a, 1, alen, o);
      if (o != stdout) fclose(o);
    }
  }
  nvcg_free(a);
  nvcg_free(b);
  free(text);
  nvcg_context_destroy(ctx);
  return rc;
}
