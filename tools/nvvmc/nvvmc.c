/* nvvmc: compile NVVM IR text (.ll) to PTX with NVIDIA's libNVVM, loaded at run time.
 *
 * libNVVM is a peer that nvcg is measured against (benchmarks) and a second opinion on
 * what PTX a module should become (tests). It is opened with dlopen, so nothing links
 * against the CUDA toolkit and this tool builds on machines without one; it then fails at
 * run time with a clear message.
 *
 *   nvvmc [-arch=compute_XX] [-O0..-O3] [-NAME=VALUE ...] [--time] [--lib PATH]
 *         IN.ll [MORE.ll ...] [-o OUT.ptx]
 *
 * -O<n> is passed as -opt=<n>; any other -NAME=VALUE (e.g. -ftz=1, -fma=0, -prec-div=0,
 * -g) is handed to nvvmCompileProgram unchanged. Several inputs are linked by libNVVM.
 * Without -o the PTX goes to stdout. libNVVM's log goes to stderr whenever it is not
 * empty (warnings included). --time prints, on stderr, the microseconds spent in
 * nvvmAddModuleToProgram plus nvvmCompileProgram (the in-process compile; file reading
 * and library loading are excluded) as `nvvmc: time_us=T add_us=A compile_us=C`.
 *
 * libNVVM is looked for at --lib, then $NVVM_LIB, then under $CUDA_HOME (lib64, lib,
 * nvvm/lib64), then under /usr/local/cuda, then as plain "libnvvm.so".
 *
 * `nvvmc --version` loads libNVVM and prints its version, the NVVM IR version it reads
 * and where it was loaded from (exit status 2 when it cannot be loaded).
 *
 * Exit status: 0 on success, 1 when libNVVM rejects the input, 2 on usage, I/O or
 * library-loading errors.
 */
#define _POSIX_C_SOURCE 200809L
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

/* The parts of nvvm.h this tool uses, restated so that the CUDA headers are not needed
 * at build time. The ABI is stable across CUDA releases. */
typedef int nvvm_result;
typedef struct nvvm_program_s *nvvm_program;
typedef nvvm_result (*fn_version)(int *, int *);
typedef nvvm_result (*fn_ir_version)(int *, int *, int *, int *);
typedef nvvm_result (*fn_create)(nvvm_program *);
typedef nvvm_result (*fn_destroy)(nvvm_program *);
typedef nvvm_result (*fn_add)(nvvm_program, const char *, size_t, const char *);
typedef nvvm_result (*fn_compile)(nvvm_program, int, const char **);
typedef nvvm_result (*fn_size)(nvvm_program, size_t *);
typedef nvvm_result (*fn_get)(nvvm_program, char *);
typedef const char *(*fn_errstr)(nvvm_result);

struct nvvm_api {
  fn_version version;
  fn_ir_version ir_version;
  fn_create create;
  fn_destroy destroy;
  fn_add add;
  fn_add lazy_add; /* nvvmLazyAddModuleToProgram: a library (libdevice.10.bc) */
  fn_compile compile;
  fn_size result_size;
  fn_get result;
  fn_size log_size;
  fn_get log;
  fn_errstr errstr;
};

#define MAX_OPTS 64
#define MAX_INPUTS 64

static void usage(FILE *f) {
  fprintf(f,
          "usage: nvvmc [-arch=compute_XX] [-O0..-O3] [-NAME=VALUE ...] [--time] [--lib PATH]\n"
          "             IN.ll [MORE.ll ...] [LIB.bc ...] [-o OUT.ptx]\n"
          "       (a .bc input, e.g. libdevice.10.bc, is added lazily: only what is used links)\n"
          "       nvvmc [--lib PATH] --version\n"
          "Compiles NVVM IR text to PTX with libNVVM (loaded with dlopen).\n");
}

/* ISO C has no conversion from void * to a function pointer; copying the bytes is the
 * portable spelling of what POSIX guarantees works. */
static int load_sym(void *lib, const char *name, void *fnptr, size_t size) {
  void *sym = dlsym(lib, name);
  if (!sym) {
    fprintf(stderr, "nvvmc: libNVVM lacks %s\n", name);
    return 0;
  }
  memcpy(fnptr, &sym, size);
  return 1;
}

static void *open_lib(const char *explicit_path, char *used, size_t used_size) {
  const char *env = getenv("NVVM_LIB");
  const char *home = getenv("CUDA_HOME");
  static const char *const home_rel[] = {"lib64/libnvvm.so", "lib/libnvvm.so", "nvvm/lib64/libnvvm.so"};
  static const char *const fixed[] = {"/usr/local/cuda/lib/libnvvm.so", "/usr/local/cuda/lib64/libnvvm.so",
                                      "/usr/local/cuda/nvvm/lib64/libnvvm.so", "libnvvm.so"};
  char path[4096];
  void *h;
  size_t i;
  if (explicit_path) {
    h = dlopen(explicit_path, RTLD_NOW | RTLD_LOCAL);
    if (!h) fprintf(stderr, "nvvmc: cannot load %s: %s\n", explicit_path, dlerror());
    else snprintf(used, used_size, "%s", explicit_path);
    return h;
  }
  if (env && *env) {
    h = dlopen(env, RTLD_NOW | RTLD_LOCAL);
    if (h) {
      snprintf(used, used_size, "%s", env);
      return h;
    }
    fprintf(stderr, "nvvmc: cannot load $NVVM_LIB=%s: %s\n", env, dlerror());
    return NULL;
  }
  if (home && *home) {
    for (i = 0; i < sizeof home_rel / sizeof home_rel[0]; i++) {
      snprintf(path, sizeof path, "%s/%s", home, home_rel[i]);
      h = dlopen(path, RTLD_NOW | RTLD_LOCAL);
      if (h) {
        snprintf(used, used_size, "%s", path);
        return h;
      }
    }
  }
  for (i = 0; i < sizeof fixed / sizeof fixed[0]; i++) {
    h = dlopen(fixed[i], RTLD_NOW | RTLD_LOCAL);
    if (h) {
      snprintf(used, used_size, "%s", fixed[i]);
      return h;
    }
  }
  fprintf(stderr, "nvvmc: libnvvm.so not found (tried --lib, $NVVM_LIB, $CUDA_HOME, /usr/local/cuda)\n");
  return NULL;
}

static int load_api(void *lib, struct nvvm_api *a) {
  return load_sym(lib, "nvvmVersion", &a->version, sizeof a->version) &&
         load_sym(lib, "nvvmIRVersion", &a->ir_version, sizeof a->ir_version) &&
         load_sym(lib, "nvvmCreateProgram", &a->create, sizeof a->create) &&
         load_sym(lib, "nvvmDestroyProgram", &a->destroy, sizeof a->destroy) &&
         load_sym(lib, "nvvmAddModuleToProgram", &a->add, sizeof a->add) &&
         load_sym(lib, "nvvmLazyAddModuleToProgram", &a->lazy_add, sizeof a->lazy_add) &&
         load_sym(lib, "nvvmCompileProgram", &a->compile, sizeof a->compile) &&
         load_sym(lib, "nvvmGetCompiledResultSize", &a->result_size, sizeof a->result_size) &&
         load_sym(lib, "nvvmGetCompiledResult", &a->result, sizeof a->result) &&
         load_sym(lib, "nvvmGetProgramLogSize", &a->log_size, sizeof a->log_size) &&
         load_sym(lib, "nvvmGetProgramLog", &a->log, sizeof a->log) &&
         load_sym(lib, "nvvmGetErrorString", &a->errstr, sizeof a->errstr);
}

static char *read_file(const char *path, size_t *len) {
  FILE *f = strcmp(path, "-") == 0 ? stdin : fopen(path, "rb");
  char *buf = NULL;
  size_t cap = 0, n = 0;
  if (!f) {
    fprintf(stderr, "nvvmc: cannot open %s\n", path);
    return NULL;
  }
  for (;;) {
    size_t got;
    if (cap - n < 65536) {
      size_t ncap = cap ? cap * 2 : 1 << 20;
      char *nb = (char *)realloc(buf, ncap + 1);
      if (!nb) {
        fprintf(stderr, "nvvmc: out of memory reading %s\n", path);
        free(buf);
        if (f != stdin) fclose(f);
        return NULL;
      }
      buf = nb;
      cap = ncap;
    }
    got = fread(buf + n, 1, cap - n, f);
    n += got;
    if (got == 0) break;
  }
  if (ferror(f)) {
    fprintf(stderr, "nvvmc: error reading %s\n", path);
    free(buf);
    if (f != stdin) fclose(f);
    return NULL;
  }
  if (f != stdin) fclose(f);
  buf[n] = '\0';
  *len = n;
  return buf;
}

static long long now_us(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (long long)ts.tv_sec * 1000000LL + ts.tv_nsec / 1000;
}

/* Prints libNVVM's log to stderr when there is one. */
static void print_log(const struct nvvm_api *a, nvvm_program p) {
  size_t n = 0;
  char *log;
  if (a->log_size(p, &n) != 0 || n <= 1) return;
  log = (char *)malloc(n);
  if (!log) return;
  if (a->log(p, log) == 0) {
    fputs(log, stderr);
    if (log[strlen(log) - 1] != '\n') fputc('\n', stderr);
  }
  free(log);
}

int main(int argc, char **argv) {
  const char *opts[MAX_OPTS];
  const char *inputs[MAX_INPUTS];
  char *texts[MAX_INPUTS];
  size_t lens[MAX_INPUTS];
  char optbuf[4][16];
  char libpath[4096];
  const char *out_path = NULL, *lib_path = NULL;
  int nopts = 0, ninputs = 0, timing = 0, version = 0, i, rc = 2, nopt_o = 0;
  void *lib;
  struct nvvm_api api;
  nvvm_program prog = NULL;
  long long t0, t1, t2;

  for (i = 1; i < argc; i++) {
    const char *a = argv[i];
    if (strcmp(a, "-o") == 0) {
      if (++i >= argc) { usage(stderr); return 2; }
      out_path = argv[i];
    } else if (strcmp(a, "--time") == 0) {
      timing = 1;
    } else if (strcmp(a, "--version") == 0) {
      version = 1;
    } else if (strcmp(a, "--lib") == 0) {
      if (++i >= argc) { usage(stderr); return 2; }
      lib_path = argv[i];
    } else if (strcmp(a, "-h") == 0 || strcmp(a, "--help") == 0) {
      usage(stdout);
      return 0;
    } else if (a[0] == '-' && a[1] == 'O' && a[2] >= '0' && a[2] <= '3' && a[3] == '\0') {
      if (nopts >= MAX_OPTS || nopt_o >= 4) { fprintf(stderr, "nvvmc: too many options\n"); return 2; }
      snprintf(optbuf[nopt_o], sizeof optbuf[nopt_o], "-opt=%c", a[2]);
      opts[nopts++] = optbuf[nopt_o++];
    } else if (a[0] == '-' && a[1] != '\0') {
      if (nopts >= MAX_OPTS) { fprintf(stderr, "nvvmc: too many options\n"); return 2; }
      opts[nopts++] = a;
    } else {
      if (ninputs >= MAX_INPUTS) { fprintf(stderr, "nvvmc: too many inputs\n"); return 2; }
      inputs[ninputs++] = a;
    }
  }
  if (version) {
    int maj = 0, min = 0, irmaj = 0, irmin = 0, dbgmaj = 0, dbgmin = 0;
    lib = open_lib(lib_path, libpath, sizeof libpath);
    if (!lib || !load_api(lib, &api)) return 2;
    api.version(&maj, &min);
    api.ir_version(&irmaj, &irmin, &dbgmaj, &dbgmin);
    printf("libNVVM %d.%d (NVVM IR %d.%d, debug metadata %d.%d) from %s\n", maj, min, irmaj, irmin, dbgmaj, dbgmin,
           libpath);
    return 0;
  }
  if (ninputs == 0) {
    usage(stderr);
    return 2;
  }

  for (i = 0; i < ninputs; i++) texts[i] = NULL;
  for (i = 0; i < ninputs; i++) {
    texts[i] = read_file(inputs[i], &lens[i]);
    if (!texts[i]) goto done;
  }

  lib = open_lib(lib_path, libpath, sizeof libpath);
  if (!lib) goto done;
  if (!load_api(lib, &api)) goto done;

  if (api.create(&prog) != 0) {
    fprintf(stderr, "nvvmc: nvvmCreateProgram failed\n");
    goto done;
  }
  rc = 1;
  t0 = now_us();
  for (i = 0; i < ninputs; i++) {
    /* a .bc input is a library (libdevice): only what the other modules use is linked */
    size_t nl = strlen(inputs[i]);
    int is_lib = nl > 3 && !strcmp(inputs[i] + nl - 3, ".bc");
    nvvm_result r = (is_lib ? api.lazy_add : api.add)(prog, texts[i], lens[i], inputs[i]);
    if (r != 0) {
      fprintf(stderr, "nvvmc: %s: nvvmAddModuleToProgram: %s\n", inputs[i], api.errstr(r));
      print_log(&api, prog);
      goto done;
    }
  }
  t1 = now_us();
  {
    nvvm_result r = api.compile(prog, nopts, opts);
    t2 = now_us();
    print_log(&api, prog);
    if (r != 0) {
      fprintf(stderr, "nvvmc: %s: nvvmCompileProgram: %s\n", inputs[0], api.errstr(r));
      goto done;
    }
  }
  if (timing)
    fprintf(stderr, "nvvmc: time_us=%lld add_us=%lld compile_us=%lld\n", t2 - t0, t1 - t0, t2 - t1);
  {
    size_t n = 0;
    char *ptx;
    FILE *f;
    if (api.result_size(prog, &n) != 0 || n == 0) {
      fprintf(stderr, "nvvmc: no compiled result\n");
      goto done;
    }
    ptx = (char *)malloc(n);
    if (!ptx || api.result(prog, ptx) != 0) {
      fprintf(stderr, "nvvmc: cannot fetch the compiled result\n");
      free(ptx);
      goto done;
    }
    f = out_path ? fopen(out_path, "wb") : stdout;
    if (!f) {
      fprintf(stderr, "nvvmc: cannot write %s\n", out_path);
      free(ptx);
      rc = 2;
      goto done;
    }
    n = strlen(ptx);
    if (fwrite(ptx, 1, n, f) != n || (f != stdout && fclose(f) != 0) || (f == stdout && fflush(f) != 0)) {
      fprintf(stderr, "nvvmc: error writing %s\n", out_path ? out_path : "stdout");
      free(ptx);
      rc = 2;
      goto done;
    }
    free(ptx);
  }
  rc = 0;

done:
  if (prog) api.destroy(&prog);
  for (i = 0; i < ninputs; i++) free(texts[i]);
  return rc;
}
