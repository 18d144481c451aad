/* reader_bench -- throughput of the LLVM assembly reader (nvcg_parse_ll) on a large
 * generated module. The text is made in memory at run time (nothing is committed): kernels
 * shaped like clang's CUDA output at -O0 (numbered values, allocas, loads and stores) and
 * -O3 (named values, loops with phis, TBAA and loop metadata), half in the typed-pointer
 * dialect of clang 14 and half with opaque pointers, plus the declarations, attribute
 * groups and metadata such files end with.
 *
 *   reader_bench [MEGABYTES [OUT.ll]]   (default 64; OUT.ll: also write the text there)
 *
 * Prints the size, the best of three parse times as MB/s and instructions/s (by process
 * CPU time, which shared machines disturb less, and by wall-clock time), the IR memory per
 * instruction (module and context arena bytes) and the peak RSS. */
#define _POSIX_C_SOURCE 200809L /* clock_gettime, getrusage under -std=c99 */
#define NVCG_IMPLEMENTATION
#include "../../nvcg.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <sys/resource.h>

static double clk(clockid_t id) {
  struct timespec ts;
  clock_gettime(id, &ts);
  return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static uint64_t rng = 0x9E3779B97F4A7C15ull;
static unsigned rnd(unsigned n) {
  rng ^= rng << 13;
  rng ^= rng >> 7;
  rng ^= rng << 17;
  return (unsigned)(rng % n);
}

/* One -O0 style kernel: numbered values, allocas, load/store traffic. */
static void gen_o0(nv_buf *b, unsigned id, int typed) {
  const char *fp = typed ? "float*" : "ptr", *gp = typed ? "float addrspace(1)*" : "ptr addrspace(1)";
  const char *ip = typed ? "i32*" : "ptr";
  const char *fpp = typed ? "float**" : "ptr";
  unsigned v = 4, k, n = 20 + rnd(40);
  nv_buf_printf(b, "\n; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone\n");
  nv_buf_printf(b, "define dso_local void @_Z4k%uPfS_i(%s noundef %%0, %s noundef %%1, i32 noundef %%2) #0 {\n", id, fp, fp);
  nv_buf_printf(b, "  %%4 = alloca %s, align 8\n  %%5 = alloca %s, align 8\n  %%6 = alloca i32, align 4\n  %%7 = alloca i32, align 4\n", fp, fp);
  nv_buf_printf(b, "  store %s %%0, %s %%4, align 8\n  store %s %%1, %s %%5, align 8\n  store i32 %%2, %s %%6, align 4\n", fp, fpp, fp, fpp, ip);
  v = 8;
  for (k = 0; k < n; k++) {
    unsigned base = v;
    nv_buf_printf(b, "  %%%u = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2, !range !4\n", v++);
    nv_buf_printf(b, "  %%%u = load %s, %s %%4, align 8\n", v++, fp, fpp);
    nv_buf_printf(b, "  %%%u = sext i32 %%%u to i64\n", v, base);
    v++;
    nv_buf_printf(b, "  %%%u = getelementptr inbounds float, %s %%%u, i64 %%%u\n", v, fp, v - 2, v - 1);
    v++;
    nv_buf_printf(b, "  %%%u = load float, %s %%%u, align 4\n", v, fp, v - 1);
    v++;
    nv_buf_printf(b, "  %%%u = fmul contract float %%%u, 0x3FF3333340000000\n", v, v - 1);
    v++;
    nv_buf_printf(b, "  %%%u = load i32, %s %%6, align 4\n", v++, ip);
    nv_buf_printf(b, "  %%%u = add nsw i32 %%%u, %u\n", v, v - 1, k);
    v++;
    nv_buf_printf(b, "  store i32 %%%u, %s %%7, align 4\n", v - 1, ip);
    nv_buf_printf(b, "  %%%u = load %s, %s %%5, align 8\n", v++, fp, fpp);
    nv_buf_printf(b, "  %%%u = getelementptr inbounds float, %s %%%u, i64 %%%u\n", v, fp, v - 1, base + 2);
    v++;
    nv_buf_printf(b, "  store float %%%u, %s %%%u, align 4\n", base + 5, fp, v - 1);
  }
  (void)gp;
  nv_buf_puts(b, "  ret void\n}\n");
}

/* One -O3 style kernel: named values, a counted loop with phis, TBAA, loop metadata. */
static void gen_o3(nv_buf *b, unsigned id, int typed) {
  const char *gp = typed ? "float addrspace(1)*" : "ptr addrspace(1)";
  unsigned k, n = 6 + rnd(10);
  nv_buf_printf(b, "\n; Function Attrs: convergent mustprogress nofree norecurse nounwind\n");
  nv_buf_printf(b, "define dso_local void @_Z4s%uPfPKfif(%s nocapture noundef writeonly %%out, %s nocapture noundef readonly %%in, i32 noundef %%n, float noundef %%a) local_unnamed_addr #1 {\n", id, gp, gp);
  nv_buf_puts(b, "entry:\n  %0 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2, !range !5\n");
  nv_buf_puts(b, "  %1 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2, !range !6\n");
  nv_buf_puts(b, "  %mul = mul nuw nsw i32 %1, %0\n  %2 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2, !range !4\n");
  nv_buf_puts(b, "  %add = add nuw nsw i32 %mul, %2\n  %cmp.not = icmp sgt i32 %add, %n\n  br i1 %cmp.not, label %exit, label %loop.preheader\n\n");
  nv_buf_puts(b, "loop.preheader:\n  %idx.ext = zext i32 %add to i64\n  br label %loop\n\nloop:\n");
  nv_buf_puts(b, "  %i = phi i64 [ %idx.ext, %loop.preheader ], [ %i.next, %loop ]\n");
  nv_buf_puts(b, "  %acc = phi float [ 0.000000e+00, %loop.preheader ], [ %acc.next, %loop ]\n");
  for (k = 0; k < n; k++) {
    nv_buf_printf(b, "  %%arrayidx%u = getelementptr inbounds float, %s %%in, i64 %%i\n", k, gp);
    nv_buf_printf(b, "  %%ld%u = load float, %s %%arrayidx%u, align 4, !tbaa !7\n", k, gp, k);
    nv_buf_printf(b, "  %%mul%u = fmul contract float %%ld%u, %%a\n", k, k);
    nv_buf_printf(b, "  %%add%u = fadd contract float %%mul%u, %s\n", k, k, k ? "%acc" : "1.500000e+00");
    nv_buf_printf(b, "  %%arrayidx.out%u = getelementptr inbounds float, %s %%out, i64 %%i\n", k, gp);
    nv_buf_printf(b, "  store float %%add%u, %s %%arrayidx.out%u, align 4, !tbaa !7\n", k, gp, k);
  }
  nv_buf_printf(b, "  %%acc.next = fadd contract float %%acc, %%add%u\n", n - 1);
  nv_buf_puts(b, "  %i.next = add nuw nsw i64 %i, 1\n  %conv = trunc i64 %i.next to i32\n");
  nv_buf_puts(b, "  %cmp = icmp slt i32 %conv, %n\n  br i1 %cmp, label %loop, label %exit, !llvm.loop !11\n\n");
  nv_buf_puts(b, "exit:\n  ret void\n}\n");
}

int main(int argc, char **argv) {
  size_t target = (size_t)(argc > 1 ? atof(argv[1]) : 64.0) * 1024 * 1024;
  nv_buf b = NV_BUF_INIT;
  unsigned id = 0, r, nk = 0;
  double best = 1e30, bestw = 1e30;
  uint64_t ninst = 0, arena = 0, carena = 0;
  struct rusage ru;
  nv_buf_puts(&b, "source_filename = \"bench.cu\"\n");
  nv_buf_puts(&b, "target datalayout = \"e-i64:64-i128:128-v16:16-v32:32-n16:32:64\"\n");
  nv_buf_puts(&b, "target triple = \"nvptx64-nvidia-cuda\"\n");
  while (b.len < target) {
    int typed = (id / 64) % 2 == 0;
    if (id % 2) gen_o3(&b, id, typed);
    else gen_o0(&b, id, typed);
    id++;
  }
  nv_buf_puts(&b, "\ndeclare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2\n");
  nv_buf_puts(&b, "declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2\n");
  nv_buf_puts(&b, "declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2\n\n");
  nv_buf_puts(&b, "attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone \"frame-pointer\"=\"all\" \"target-cpu\"=\"sm_70\" }\n");
  nv_buf_puts(&b, "attributes #1 = { convergent mustprogress nofree norecurse nounwind \"target-cpu\"=\"sm_70\" }\n");
  nv_buf_puts(&b, "attributes #2 = { nounwind readnone speculatable }\n\n");
  nv_buf_puts(&b, "!nvvm.annotations = !{");
  for (r = 0; r < id; r++) {
    if (r % 97) continue;
    nv_buf_printf(&b, "%s!%u", nk ? ", " : "", 100 + nk);
    nk++;
  }
  nv_buf_puts(&b, "}\n!llvm.ident = !{!3}\n!3 = !{!\"clang version 14.0.6\"}\n");
  nv_buf_puts(&b, "!4 = !{i32 0, i32 1024}\n!5 = !{i32 0, i32 2147483647}\n!6 = !{i32 1, i32 1025}\n");
  nv_buf_puts(&b, "!7 = !{!8, !8, i64 0}\n!8 = !{!\"float\", !9, i64 0}\n!9 = !{!\"omnipotent char\", !10, i64 0}\n");
  nv_buf_puts(&b, "!10 = !{!\"Simple C++ TBAA\"}\n!11 = distinct !{!11, !12}\n!12 = !{!\"llvm.loop.mustprogress\"}\n");
  for (r = 0, nk = 0; r < id; r++) {
    if (r % 97) continue;
    if (r % 2) nv_buf_printf(&b, "!%u = !{ptr @_Z4s%uPfPKfif, !\"kernel\", i32 1}\n", 100 + nk, r);
    else nv_buf_printf(&b, "!%u = !{ptr @_Z4k%uPfS_i, !\"kernel\", i32 1}\n", 100 + nk, r);
    nk++;
  }
  if (argc > 2) {
    FILE *o = fopen(argv[2], "wb");
    if (!o || fwrite(b.data, 1, b.len, o) != b.len) {
      fprintf(stderr, "reader_bench: cannot write %s\n", argv[2]);
      return 1;
    }
    fclose(o);
  }
  for (r = 0; r < 3; r++) {
    nvcg_context *ctx = nvcg_context_create();
    nvcg_module *m = NULL;
    double t0 = clk(CLOCK_PROCESS_CPUTIME_ID), w0 = clk(CLOCK_MONOTONIC), t, w;
    nvcg_status st = nvcg_parse_ll(ctx, b.data, b.len, "bench.ll", &m);
    t = clk(CLOCK_PROCESS_CPUTIME_ID) - t0;
    w = clk(CLOCK_MONOTONIC) - w0;
    if (w < bestw) bestw = w;
    if (st != NVCG_OK) {
      fprintf(stderr, "reader_bench: the generated module was rejected\n");
      return 1;
    }
    if (t < best) best = t;
    if (r == 0) {
      nv_func *f;
      for (f = m->funcs_first; f; f = f->next) {
        nv_block *bb;
        for (bb = f->first; bb; bb = bb->next) {
          nv_inst *I;
          for (I = bb->first; I; I = I->next) ninst++;
        }
      }
      arena = m->arena.total;
      carena = ctx->arena.total + ctx->strs.arena.total;
    }
    nvcg_context_destroy(ctx);
  }
  getrusage(RUSAGE_SELF, &ru);
  printf("reader: %.1f MB of .ll (%u functions, %llu instructions)\n", (double)b.len / 1048576.0, id,
         (unsigned long long)ninst);
  printf("reader: parse+verify %.3f s CPU (best of 3): %.1f MB/s, %.2f M instructions/s\n", best,
         (double)b.len / 1048576.0 / best, (double)ninst / best / 1e6);
  printf("reader: parse+verify %.3f s wall-clock (best of 3): %.1f MB/s, %.2f M instructions/s\n", bestw,
         (double)b.len / 1048576.0 / bestw, (double)ninst / bestw / 1e6);
  printf("reader: IR memory %.1f bytes/instruction (module arena %.1f MB, context %.1f MB)\n",
         (double)(arena + carena) / (double)ninst, (double)arena / 1048576.0, (double)carena / 1048576.0);
  printf("reader: peak RSS %.1f MB (%.1f bytes/instruction, including the %.1f MB text)\n",
         (double)ru.ru_maxrss / 1024.0, (double)ru.ru_maxrss * 1024.0 / (double)ninst, (double)b.len / 1048576.0);
  nv_buf_free(&b);
  return 0;
}
