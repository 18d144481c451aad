; Summary-guided import from lib_sizes.ll: thresholds, multipliers, evolution factors,
; the budget and the never-import rules (seeds/002), on print-imports and
; print-import-failures. Calls in the loop are hot (threshold x10), the call in the block
; that ends in `unreachable` is cold (x0).
; RUN: --import-from=%S/lib_sizes.ll --knob print-imports --knob print-import-failures | DEF
; DEF: remark: import @always200 from {{.*}}lib_sizes.ll: cost 200, forced (priority 3) (hotness none, level 0, primary)
; DEF: remark: import @small10 from {{.*}}: cost 10 <= threshold 100 (hotness none, level 0, primary)
; DEF: remark: import @mid95 from {{.*}}: cost 95 <= threshold 100 (hotness none, level 0, primary)
; DEF: remark: import failed @big150 from {{.*}}: TooLarge: cost 150 > threshold 100 (hotness none, level 0, primary)
; DEF: remark: import failed @ni5 from {{.*}}: NoInline: noinline (force-import-all imports it) (hotness none, level 0, primary)
; DEF: remark: import @chain_a2 from {{.*}}: cost 2 <= threshold 100 (hotness none, level 0, primary)
; DEF: remark: import @usespriv from {{.*}}: cost 5 <= threshold 100
; DEF: remark: import @priv from {{.*}}: internal, needed by @usespriv
; DEF: remark: import @hot800 from {{.*}}: cost 800 <= threshold 1000 (hotness hot, level 0, primary)
; DEF: remark: import failed @huge1200 from {{.*}}: TooLarge: cost 1200 > threshold 1000 (hotness hot, level 0, primary)
; DEF: remark: import failed @cold10 from {{.*}}: TooLarge: cost 10 > threshold 0 (hotness cold, level 0, primary)
; DEF: remark: import @chain_b60 from {{.*}}: cost 60 <= threshold 70 (hotness none, level 1, secondary)
; DEF: remark: import failed @chain_c55 from {{.*}}: TooLarge: cost 55 > threshold 49 (hotness none, level 2, secondary)
; DEF: remark: link @big150 from {{.*}}: needed, not imported
; DEF-NOT: import @unused3
; DEF-NOT: libkernel
;
; The base threshold, the multipliers and the evolution factor move the decisions:
; RUN: --import-from=%S/lib_sizes.ll --knob print-imports --knob import-instr-limit=150 --knob import-hot-multiplier=8.0 | LIM
; LIM: remark: import @big150 from {{.*}}: cost 150 <= threshold 150
; LIM: remark: import @hot800 from {{.*}}: cost 800 <= threshold 1200 (hotness hot
; LIM: remark: import @huge1200 from {{.*}}: cost 1200 <= threshold 1200 (hotness hot
; LIM: remark: import @chain_b60 from {{.*}}: cost 60 <= threshold 105 (hotness none, level 1
; LIM: remark: import @chain_c55 from {{.*}}: cost 55 <= threshold 73 (hotness none, level 2
; RUN: --import-from=%S/lib_sizes.ll --knob print-imports --knob import-instr-evolution-factor=1 --knob import-cold-multiplier=1.5 | EVO
; EVO: remark: import @cold10 from {{.*}}: cost 10 <= threshold 150 (hotness cold
; EVO: remark: import @chain_c55 from {{.*}}: cost 55 <= threshold 100 (hotness none, level 2, secondary)
;
; The budget: import-cutoff=3 lets the first three through (always200 is forced, but
; the budget binds it too), then refuses:
; RUN: --import-from=%S/lib_sizes.ll --knob print-imports --knob print-import-failures --knob import-cutoff=3 | CUT
; CUT: remark: import @always200
; CUT: remark: import @small10
; CUT: remark: import @mid95
; CUT: remark: import failed @chain_a2 from {{.*}}: ImportCutoff: 3 functions imported (import-cutoff=3)
; CUT: remark: link @chain_a2 from {{.*}}: needed, not imported
;
; force-import-all takes noinline functions; import-all-index takes what nobody calls,
; but never the library's kernel or its internal functions on their own:
; RUN: --import-from=%S/lib_sizes.ll --knob print-imports --knob print-import-failures --knob force-import-all --knob import-all-index | ALL
; ALL: remark: import @ni5 from
; ALL: remark: import @unused3 from {{.*}}: cost 3, forced (priority 2)
; ALL: remark: import failed @libkernel from {{.*}}: Kernel
; ALL-NOT: import @priv from {{.*}}: cost
;
; Provenance and the inliner's statistics:
; RUN: --import-from=%S/lib_sizes.ll --knob enable-import-metadata --emit=ll | MD
; MD: define internal float @small10(float %x) !thinlto_src_module ![[SRC:[0-9]+]] {
; MD: ![[SRC]] = !{!"{{.*}}lib_sizes.ll"}
; RUN: --import-from=%S/lib_sizes.ll -O0 --knob inliner-function-import-stats=verbose | STATS
; STATS: remark: import stats: @small10 from {{.*}}: still called
; STATS: remark: import stats: @always200 from {{.*}}: inlined into every caller
; STATS: remark: import stats: {{[0-9]+}} function(s) imported, {{[0-9]+}} inlined into every caller, {{[0-9]+}} still called
;
; A summary file replaces the computed summary: lib_sizes.edited.sum claims big150 has 50
; instructions, so it is imported:
; RUN: --import-from=%S/lib_sizes.ll --summary-file=%S/lib_sizes.edited.sum --knob print-imports | SUM
; SUM: remark: import @big150 from {{.*}}: cost 50 <= threshold 100
; EXEC: --import-from=%S/lib_sizes.ll | k 1 32 buf:f32:32:iota i32:5
target triple = "nvptx64-nvidia-cuda"

declare float @small10(float)
declare float @mid95(float)
declare float @big150(float)
declare float @hot800(float)
declare float @huge1200(float)
declare float @ni5(float)
declare float @cold10(float)
declare float @chain_a2(float)
declare float @usespriv(float)
declare float @always200(float)

define void @k(ptr addrspace(1) %p, i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t64 = zext i32 %tid to i64
  %q = getelementptr float, ptr addrspace(1) %p, i64 %t64
  %x = load float, ptr addrspace(1) %q
  %a0 = call float @always200(float %x)
  %a = call float @small10(float %a0)
  %b = call float @mid95(float %a)
  %c = call float @big150(float %b)
  %d = call float @ni5(float %c)
  %e = call float @chain_a2(float %d)
  %f = call float @usespriv(float %e)
  %neg = icmp slt i32 %n, 0
  br i1 %neg, label %bad, label %loop
loop:
  %i = phi i32 [0, %entry], [%i1, %loop]
  %acc = phi float [%f, %entry], [%h2, %loop]
  %h = call float @hot800(float %acc)
  %h2 = call float @huge1200(float %h)
  %i1 = add i32 %i, 1
  %cc = icmp slt i32 %i1, %n
  br i1 %cc, label %loop, label %exit
exit:
  store float %h2, ptr addrspace(1) %q
  ret void
bad:
  %z = call float @cold10(float %x)
  store float %z, ptr addrspace(1) %q
  unreachable
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
