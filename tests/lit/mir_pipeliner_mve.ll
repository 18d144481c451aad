; machine_pipeliner's kernel generation (modulo variable expansion, mir/machine_pipeliner.c):
; the guard on the exit test of the first S-1 iterations (shorter trip counts run the
; original loop), the prologue, the kernel with its PHI chains, the epilogue and the merged
; live-out values. Every EXEC line runs the kernel on the ir engine (the .ll) and the ptx
; engine (the pipelined PTX): the buffers must agree bit for bit.
;  - the FORCE lines: pipeliner-force-ii=60 gives 4 or 5 stages to the global-memory loops
;    (latency ~200; 5 with the exit test kept in stage 0), so the trip counts 0..7 cover 0,
;    1, 2, S-1, S, S+1, S+2; --disable-unroll keeps the constant-trip-count loops;
;  - the DEEP lines: pipeliner-max-stages=20 lets them pipeline with 11-14 stages; the
;    register-pressure check (on whenever code is generated) refuses the schedules at the
;    MII (more stages: more copies of each value) and takes a larger II (trip counts
;    around S: 9..20);
;  - the DEF lines: the default settings (but pipeliner-codegen, off by default) pipeline
;    the shared-memory loop of shared_sum;
;  - without pipeliner-codegen (the default) or with pipeliner-mve-cg=0 the pass only
;    schedules (remark "Scheduled:") and the PTX is that of enable-pipeliner=0.
; loops: fma_acc (f32 fma, loads and a store, a float accumulator live after the loop),
; int_hash (integer, a register recurrence, its final value stored after the loop),
; grid_stride (runtime start and step), shared_sum (shared memory, an integer accumulator),
; const_K (constant trip counts 1 (folded away before the pass), 2, 3, 4, 5 and 100).
; REMARK: -mcpu=sm_80 -O2 --disable-unroll --verify-each --pass-remarks=machine-pipeliner --knob pipeliner-force-ii=60 --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 | FORCE
; REMARK: -mcpu=sm_80 -O2 --verify-each --pass-remarks=machine-pipeliner --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 | DEEP
; REMARK: -mcpu=sm_80 -O2 --verify-each --pass-remarks=machine-pipeliner --knob pipeliner-codegen=1 | DEF
; REMARK: -mcpu=sm_80 -O2 --verify-each --pass-remarks=machine-pipeliner --pass-remarks-missed=machine-pipeliner --knob pipeliner-mve-cg=0 --knob pipeliner-codegen=1 --knob pipeliner-max-stages=20 | OFF
; REMARK: -mcpu=sm_80 -O2 --verify-each --pass-remarks=machine-pipeliner --knob pipeliner-max-stages=20 | OFFDEF
; FORCE: remark: machine-pipeliner: Pipelined succesfully! II = 60, MII = 12 (RecMII 4, ResMII 12), stages = 5, runtime trip count, 10 instructions (loop in fma_acc)
; FORCE: remark: machine-pipeliner: Pipelined succesfully! II = 60, MII = 14 (RecMII 8, ResMII 14), stages = 5, runtime trip count, 11 instructions (loop in int_hash)
; FORCE: remark: machine-pipeliner: Pipelined succesfully! II = 60, {{.*}}, stages = 4, runtime trip count, {{.*}}(loop in grid_stride)
; constant trip counts below the 5 stages (const_2, const_3, const_4) are not pipelined;
; from 5 on the guard and the fallback loop go (mir_pipeliner_fold.ll)
; FORCE-NOT: (loop in const_{{[234]}})
; FORCE: remark: machine-pipeliner: Pipelined succesfully! II = 60, {{.*}}, stages = 5, constant (no guard) trip count, {{.*}}(loop in const_5)
; FORCE: remark: machine-pipeliner: Pipelined succesfully! II = 60, {{.*}}, stages = 5, constant (no guard) trip count, {{.*}}(loop in const_100)
; DEEP: Pipelined succesfully! II = {{1[3-9]|2[0-9]}}, MII = 12 {{.*}}, stages = {{[0-9]+}}, runtime trip count, {{.*}}(loop in fma_acc)
; DEEP: Pipelined succesfully! II = {{1[5-9]|2[0-9]}}, MII = 14 {{.*}}, stages = {{[0-9]+}}, runtime trip count, {{.*}}(loop in int_hash)
; DEEP: Pipelined succesfully! {{.*}}(loop in grid_stride)
; DEF-NOT: (loop in fma_acc)
; DEF: Pipelined succesfully! II = {{[0-9]+}}, MII = 6 {{.*}}, stages = {{[2-4]}}, runtime trip count, 6 instructions (loop in shared_sum)
; with generation off the pass only schedules: no "Pipelined succesfully!" (63-pipeliner checks
; that the PTX is that of enable-pipeliner=0)
; OFF-NOT: Pipelined succesfully!
; OFF: remark: machine-pipeliner: Scheduled: II = 12, MII = 12 {{.*}}(loop in fma_acc; schedule only: pipeliner-mve-cg=0)
; OFF-NOT: Pipelined succesfully!
; OFFDEF-NOT: Pipelined succesfully!
; OFFDEF: remark: machine-pipeliner: Scheduled: II = 12, MII = 12 {{.*}}(loop in fma_acc; schedule only: pipeliner-codegen=0)
; OFFDEF-NOT: Pipelined succesfully!
;
; the shape (the FORCE settings, int_hash: 5 stages, the exit test in stage 0): four exit
; tests to the fallback, the prologue's three loads (the load is in stage 1: iterations 0,
; 1, 2), the kernel (a load of iteration j+3, the exit test of the iteration it starts:
; one setp, the store of iteration j, the hash recurrence through kernel PHIs), the
; epilogue's four stores, the original loop.
; Block placement rotates the kernel: the block of its PHI copies comes first and falls
; into the body, whose exit test branches back to it (one branch an iteration); the
; prologue jumps into the body once.
; RUN: -mcpu=sm_80 -O2 --verify-each --knob pipeliner-force-ii=60 --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 | SHAPE
; SHAPE-LABEL: .entry int_hash(
; SHAPE-COUNT-4: @!%p{{[0-9]+}} bra $L__BB1_[[FB:[0-9]+]];
; SHAPE-COUNT-3: ld.global.u32
; SHAPE: bra.uni $L__BB1_[[KER:[0-9]+]];
; SHAPE-NEXT: $L__BB1_[[COPIES:[0-9]+]]:
; SHAPE: $L__BB1_[[KER]]:
; SHAPE: ld.global.u32
; SHAPE-NOT: setp
; SHAPE: setp.lt.s32
; SHAPE-NOT: setp
; SHAPE: st.global.u32
; SHAPE-NOT: setp
; SHAPE: @%p{{[0-9]+}} bra $L__BB1_[[COPIES]];
; SHAPE-NEXT: // %bb
; SHAPE-COUNT-4: st.global.u32
; SHAPE: $L__BB1_[[FB]]:
; SHAPE: $L__BB1_[[LOOP:[0-9]+]]:
; SHAPE: ld.global.u32
; SHAPE: st.global.u32
; SHAPE: @%p{{[0-9]+}} bra $L__BB1_[[LOOP]];
; SHAPE-LABEL: .entry grid_stride(
; EXEC: -mcpu=sm_80 -O2 --disable-unroll --knob pipeliner-force-ii=60 --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 | fma_acc 1 1 buf:f32:1100:rand:1 buf:f32:1100:rand:2 buf:f32:1:zero f32:1.5 i32:0
; EXEC: -mcpu=sm_80 -O2 --disable-unroll --knob pipeliner-force-ii=60 --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 | int_hash 1 1 buf:i32:1101:zero buf:i32:1100:rand:3 i32:0
; EXEC: -mcpu=sm_80 -O2 --disable-unroll --knob pipeliner-force-ii=60 --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 | fma_acc 1 1 buf:f32:1100:rand:1 buf:f32:1100:rand:2 buf:f32:1:zero f32:1.5 i32:1
; EXEC: -mcpu=sm_80 -O2 --disable-unroll --knob pipeliner-force-ii=60 --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 | int_hash 1 1 buf:i32:1101:zero buf:i32:1100:rand:3 i32:1
; EXEC: -mcpu=sm_80 -O2 --disable-unroll --knob pipeliner-force-ii=60 --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 | fma_acc 1 1 buf:f32:1100:rand:1 buf:f32:1100:rand:2 buf:f32:1:zero f32:1.5 i32:2
; EXEC: -mcpu=sm_80 -O2 --disable-unroll --knob pipeliner-force-ii=60 --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 | int_hash 1 1 buf:i32:1101:zero buf:i32:1100:rand:3 i32:2
; EXEC: -mcpu=sm_80 -O2 --disable-unroll --knob pipeliner-force-ii=60 --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 | fma_acc 1 1 buf:f32:1100:rand:1 buf:f32:1100:rand:2 buf:f32:1:zero f32:1.5 i32:3
; EXEC: -mcpu=sm_80 -O2 --disable-unroll --knob pipeliner-force-ii=60 --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 | int_hash 1 1 buf:i32:1101:zero buf:i32:1100:rand:3 i32:3
; EXEC: -mcpu=sm_80 -O2 --disable-unroll --knob pipeliner-force-ii=60 --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 | fma_acc 1 1 buf:f32:1100:rand:1 buf:f32:1100:rand:2 buf:f32:1:zero f32:1.5 i32:4
; EXEC: -mcpu=sm_80 -O2 --disable-unroll --knob pipeliner-force-ii=60 --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 | int_hash 1 1 buf:i32:1101:zero buf:i32:1100:rand:3 i32:4
; EXEC: -mcpu=sm_80 -O2 --disable-unroll --knob pipeliner-force-ii=60 --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 | fma_acc 1 1 buf:f32:1100:rand:1 buf:f32:1100:rand:2 buf:f32:1:zero f32:1.5 i32:5
; EXEC: -mcpu=sm_80 -O2 --disable-unroll --knob pipeliner-force-ii=60 --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 | int_hash 1 1 buf:i32:1101:zero buf:i32:1100:rand:3 i32:5
; EXEC: -mcpu=sm_80 -O2 --disable-unroll --knob pipeliner-force-ii=60 --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 | fma_acc 1 1 buf:f32:1100:rand:1 buf:f32:1100:rand:2 buf:f32:1:zero f32:1.5 i32:6
; EXEC: -mcpu=sm_80 -O2 --disable-unroll --knob pipeliner-force-ii=60 --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 | int_hash 1 1 buf:i32:1101:zero buf:i32:1100:rand:3 i32:6
; EXEC: -mcpu=sm_80 -O2 --disable-unroll --knob pipeliner-force-ii=60 --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 | fma_acc 1 1 buf:f32:1100:rand:1 buf:f32:1100:rand:2 buf:f32:1:zero f32:1.5 i32:7
; EXEC: -mcpu=sm_80 -O2 --disable-unroll --knob pipeliner-force-ii=60 --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 | int_hash 1 1 buf:i32:1101:zero buf:i32:1100:rand:3 i32:7
; EXEC: -mcpu=sm_80 -O2 --disable-unroll --knob pipeliner-force-ii=60 --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 | fma_acc 1 1 buf:f32:1100:rand:1 buf:f32:1100:rand:2 buf:f32:1:zero f32:1.5 i32:1000
; EXEC: -mcpu=sm_80 -O2 --disable-unroll --knob pipeliner-force-ii=60 --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 | int_hash 1 1 buf:i32:1101:zero buf:i32:1100:rand:3 i32:1000
; EXEC: -mcpu=sm_80 -O2 --disable-unroll --knob pipeliner-force-ii=60 --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 | grid_stride 2 32 buf:f32:2000:zero buf:f32:2000:rand:4 buf:f32:2000:rand:5 f32:0.75 i32:0
; EXEC: -mcpu=sm_80 -O2 --disable-unroll --knob pipeliner-force-ii=60 --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 | grid_stride 2 32 buf:f32:2000:zero buf:f32:2000:rand:4 buf:f32:2000:rand:5 f32:0.75 i32:1
; EXEC: -mcpu=sm_80 -O2 --disable-unroll --knob pipeliner-force-ii=60 --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 | grid_stride 2 32 buf:f32:2000:zero buf:f32:2000:rand:4 buf:f32:2000:rand:5 f32:0.75 i32:64
; EXEC: -mcpu=sm_80 -O2 --disable-unroll --knob pipeliner-force-ii=60 --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 | grid_stride 2 32 buf:f32:2000:zero buf:f32:2000:rand:4 buf:f32:2000:rand:5 f32:0.75 i32:100
; EXEC: -mcpu=sm_80 -O2 --disable-unroll --knob pipeliner-force-ii=60 --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 | grid_stride 2 32 buf:f32:2000:zero buf:f32:2000:rand:4 buf:f32:2000:rand:5 f32:0.75 i32:128
; EXEC: -mcpu=sm_80 -O2 --disable-unroll --knob pipeliner-force-ii=60 --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 | grid_stride 2 32 buf:f32:2000:zero buf:f32:2000:rand:4 buf:f32:2000:rand:5 f32:0.75 i32:190
; EXEC: -mcpu=sm_80 -O2 --disable-unroll --knob pipeliner-force-ii=60 --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 | grid_stride 2 32 buf:f32:2000:zero buf:f32:2000:rand:4 buf:f32:2000:rand:5 f32:0.75 i32:256
; EXEC: -mcpu=sm_80 -O2 --disable-unroll --knob pipeliner-force-ii=60 --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 | grid_stride 2 32 buf:f32:2000:zero buf:f32:2000:rand:4 buf:f32:2000:rand:5 f32:0.75 i32:300
; EXEC: -mcpu=sm_80 -O2 --disable-unroll --knob pipeliner-force-ii=60 --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 | grid_stride 2 32 buf:f32:2000:zero buf:f32:2000:rand:4 buf:f32:2000:rand:5 f32:0.75 i32:1000
; EXEC: -mcpu=sm_80 -O2 --disable-unroll --knob pipeliner-force-ii=60 --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 | grid_stride 2 32 buf:f32:2000:zero buf:f32:2000:rand:4 buf:f32:2000:rand:5 f32:0.75 i32:2000
; EXEC: -mcpu=sm_80 -O2 --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 | fma_acc 1 1 buf:f32:1100:rand:1 buf:f32:1100:rand:2 buf:f32:1:zero f32:1.5 i32:0
; EXEC: -mcpu=sm_80 -O2 --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 | int_hash 1 1 buf:i32:1101:zero buf:i32:1100:rand:3 i32:0
; EXEC: -mcpu=sm_80 -O2 --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 | fma_acc 1 1 buf:f32:1100:rand:1 buf:f32:1100:rand:2 buf:f32:1:zero f32:1.5 i32:1
; EXEC: -mcpu=sm_80 -O2 --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 | int_hash 1 1 buf:i32:1101:zero buf:i32:1100:rand:3 i32:1
; EXEC: -mcpu=sm_80 -O2 --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 | fma_acc 1 1 buf:f32:1100:rand:1 buf:f32:1100:rand:2 buf:f32:1:zero f32:1.5 i32:2
; EXEC: -mcpu=sm_80 -O2 --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 | int_hash 1 1 buf:i32:1101:zero buf:i32:1100:rand:3 i32:2
; EXEC: -mcpu=sm_80 -O2 --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 | fma_acc 1 1 buf:f32:1100:rand:1 buf:f32:1100:rand:2 buf:f32:1:zero f32:1.5 i32:9
; EXEC: -mcpu=sm_80 -O2 --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 | int_hash 1 1 buf:i32:1101:zero buf:i32:1100:rand:3 i32:9
; EXEC: -mcpu=sm_80 -O2 --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 | fma_acc 1 1 buf:f32:1100:rand:1 buf:f32:1100:rand:2 buf:f32:1:zero f32:1.5 i32:10
; EXEC: -mcpu=sm_80 -O2 --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 | int_hash 1 1 buf:i32:1101:zero buf:i32:1100:rand:3 i32:10
; EXEC: -mcpu=sm_80 -O2 --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 | fma_acc 1 1 buf:f32:1100:rand:1 buf:f32:1100:rand:2 buf:f32:1:zero f32:1.5 i32:11
; EXEC: -mcpu=sm_80 -O2 --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 | int_hash 1 1 buf:i32:1101:zero buf:i32:1100:rand:3 i32:11
; EXEC: -mcpu=sm_80 -O2 --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 | fma_acc 1 1 buf:f32:1100:rand:1 buf:f32:1100:rand:2 buf:f32:1:zero f32:1.5 i32:12
; EXEC: -mcpu=sm_80 -O2 --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 | int_hash 1 1 buf:i32:1101:zero buf:i32:1100:rand:3 i32:12
; EXEC: -mcpu=sm_80 -O2 --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 | fma_acc 1 1 buf:f32:1100:rand:1 buf:f32:1100:rand:2 buf:f32:1:zero f32:1.5 i32:13
; EXEC: -mcpu=sm_80 -O2 --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 | int_hash 1 1 buf:i32:1101:zero buf:i32:1100:rand:3 i32:13
; EXEC: -mcpu=sm_80 -O2 --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 | fma_acc 1 1 buf:f32:1100:rand:1 buf:f32:1100:rand:2 buf:f32:1:zero f32:1.5 i32:14
; EXEC: -mcpu=sm_80 -O2 --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 | int_hash 1 1 buf:i32:1101:zero buf:i32:1100:rand:3 i32:14
; EXEC: -mcpu=sm_80 -O2 --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 | fma_acc 1 1 buf:f32:1100:rand:1 buf:f32:1100:rand:2 buf:f32:1:zero f32:1.5 i32:15
; EXEC: -mcpu=sm_80 -O2 --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 | int_hash 1 1 buf:i32:1101:zero buf:i32:1100:rand:3 i32:15
; EXEC: -mcpu=sm_80 -O2 --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 | fma_acc 1 1 buf:f32:1100:rand:1 buf:f32:1100:rand:2 buf:f32:1:zero f32:1.5 i32:16
; EXEC: -mcpu=sm_80 -O2 --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 | int_hash 1 1 buf:i32:1101:zero buf:i32:1100:rand:3 i32:16
; EXEC: -mcpu=sm_80 -O2 --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 | fma_acc 1 1 buf:f32:1100:rand:1 buf:f32:1100:rand:2 buf:f32:1:zero f32:1.5 i32:17
; EXEC: -mcpu=sm_80 -O2 --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 | int_hash 1 1 buf:i32:1101:zero buf:i32:1100:rand:3 i32:17
; EXEC: -mcpu=sm_80 -O2 --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 | fma_acc 1 1 buf:f32:1100:rand:1 buf:f32:1100:rand:2 buf:f32:1:zero f32:1.5 i32:18
; EXEC: -mcpu=sm_80 -O2 --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 | int_hash 1 1 buf:i32:1101:zero buf:i32:1100:rand:3 i32:18
; EXEC: -mcpu=sm_80 -O2 --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 | fma_acc 1 1 buf:f32:1100:rand:1 buf:f32:1100:rand:2 buf:f32:1:zero f32:1.5 i32:19
; EXEC: -mcpu=sm_80 -O2 --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 | int_hash 1 1 buf:i32:1101:zero buf:i32:1100:rand:3 i32:19
; EXEC: -mcpu=sm_80 -O2 --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 | fma_acc 1 1 buf:f32:1100:rand:1 buf:f32:1100:rand:2 buf:f32:1:zero f32:1.5 i32:20
; EXEC: -mcpu=sm_80 -O2 --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 | int_hash 1 1 buf:i32:1101:zero buf:i32:1100:rand:3 i32:20
; EXEC: -mcpu=sm_80 -O2 --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 | fma_acc 1 1 buf:f32:1100:rand:1 buf:f32:1100:rand:2 buf:f32:1:zero f32:1.5 i32:300
; EXEC: -mcpu=sm_80 -O2 --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 | int_hash 1 1 buf:i32:1101:zero buf:i32:1100:rand:3 i32:300
; EXEC: -mcpu=sm_80 -O2 --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 | grid_stride 2 32 buf:f32:2000:zero buf:f32:2000:rand:4 buf:f32:2000:rand:5 f32:0.75 i32:0
; EXEC: -mcpu=sm_80 -O2 --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 | grid_stride 2 32 buf:f32:2000:zero buf:f32:2000:rand:4 buf:f32:2000:rand:5 f32:0.75 i32:1
; EXEC: -mcpu=sm_80 -O2 --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 | grid_stride 2 32 buf:f32:2000:zero buf:f32:2000:rand:4 buf:f32:2000:rand:5 f32:0.75 i32:64
; EXEC: -mcpu=sm_80 -O2 --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 | grid_stride 2 32 buf:f32:2000:zero buf:f32:2000:rand:4 buf:f32:2000:rand:5 f32:0.75 i32:100
; EXEC: -mcpu=sm_80 -O2 --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 | grid_stride 2 32 buf:f32:2000:zero buf:f32:2000:rand:4 buf:f32:2000:rand:5 f32:0.75 i32:128
; EXEC: -mcpu=sm_80 -O2 --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 | grid_stride 2 32 buf:f32:2000:zero buf:f32:2000:rand:4 buf:f32:2000:rand:5 f32:0.75 i32:190
; EXEC: -mcpu=sm_80 -O2 --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 | grid_stride 2 32 buf:f32:2000:zero buf:f32:2000:rand:4 buf:f32:2000:rand:5 f32:0.75 i32:256
; EXEC: -mcpu=sm_80 -O2 --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 | grid_stride 2 32 buf:f32:2000:zero buf:f32:2000:rand:4 buf:f32:2000:rand:5 f32:0.75 i32:300
; EXEC: -mcpu=sm_80 -O2 --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 | grid_stride 2 32 buf:f32:2000:zero buf:f32:2000:rand:4 buf:f32:2000:rand:5 f32:0.75 i32:1000
; EXEC: -mcpu=sm_80 -O2 --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 | grid_stride 2 32 buf:f32:2000:zero buf:f32:2000:rand:4 buf:f32:2000:rand:5 f32:0.75 i32:2000
; EXEC: -mcpu=sm_80 -O2 --disable-unroll --knob pipeliner-force-ii=60 --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 | const_1 1 1 buf:i32:101:zero buf:i32:100:rand:6
; EXEC: -mcpu=sm_80 -O2 --disable-unroll --knob pipeliner-force-ii=60 --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 | const_2 1 1 buf:i32:101:zero buf:i32:100:rand:6
; EXEC: -mcpu=sm_80 -O2 --disable-unroll --knob pipeliner-force-ii=60 --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 | const_3 1 1 buf:i32:101:zero buf:i32:100:rand:6
; EXEC: -mcpu=sm_80 -O2 --disable-unroll --knob pipeliner-force-ii=60 --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 | const_4 1 1 buf:i32:101:zero buf:i32:100:rand:6
; EXEC: -mcpu=sm_80 -O2 --disable-unroll --knob pipeliner-force-ii=60 --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 | const_5 1 1 buf:i32:101:zero buf:i32:100:rand:6
; EXEC: -mcpu=sm_80 -O2 --disable-unroll --knob pipeliner-force-ii=60 --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 | const_100 1 1 buf:i32:101:zero buf:i32:100:rand:6
; EXEC: -mcpu=sm_80 -O2 --knob pipeliner-codegen=1 | shared_sum 1 32 buf:i32:1:zero buf:i32:256:rand:7 i32:0
; EXEC: -mcpu=sm_80 -O2 --knob pipeliner-codegen=1 | shared_sum 1 32 buf:i32:1:zero buf:i32:256:rand:7 i32:1
; EXEC: -mcpu=sm_80 -O2 --knob pipeliner-codegen=1 | shared_sum 1 32 buf:i32:1:zero buf:i32:256:rand:7 i32:2
; EXEC: -mcpu=sm_80 -O2 --knob pipeliner-codegen=1 | shared_sum 1 32 buf:i32:1:zero buf:i32:256:rand:7 i32:3
; EXEC: -mcpu=sm_80 -O2 --knob pipeliner-codegen=1 | shared_sum 1 32 buf:i32:1:zero buf:i32:256:rand:7 i32:4
; EXEC: -mcpu=sm_80 -O2 --knob pipeliner-codegen=1 | shared_sum 1 32 buf:i32:1:zero buf:i32:256:rand:7 i32:5
; EXEC: -mcpu=sm_80 -O2 --knob pipeliner-codegen=1 | shared_sum 1 32 buf:i32:1:zero buf:i32:256:rand:7 i32:6
; EXEC: -mcpu=sm_80 -O2 --knob pipeliner-codegen=1 | shared_sum 1 32 buf:i32:1:zero buf:i32:256:rand:7 i32:200
; EXEC: -mcpu=sm_80 -O2 --knob pipeliner-codegen=1 | shared_sum 1 32 buf:i32:1:zero buf:i32:256:rand:7 i32:256

target triple = "nvptx64-nvidia-cuda"

declare float @llvm.fma.f32(float, float, float)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()

; y[i] = fma(a, x[i], y[i]); the sum of the new y[i] goes to out[0] (an accumulator)
define void @fma_acc(ptr addrspace(1) noalias %y, ptr addrspace(1) noalias %x, ptr addrspace(1) noalias %out, float %a, i32 %n) {
entry:
  %c0 = icmp sgt i32 %n, 0
  br i1 %c0, label %loop, label %exit
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %s = phi float [ 0.0, %entry ], [ %s1, %loop ]
  %px = getelementptr float, ptr addrspace(1) %x, i32 %i
  %py = getelementptr float, ptr addrspace(1) %y, i32 %i
  %vx = load float, ptr addrspace(1) %px
  %vy = load float, ptr addrspace(1) %py
  %r = call float @llvm.fma.f32(float %a, float %vx, float %vy)
  store float %r, ptr addrspace(1) %py
  %s1 = fadd float %s, %r
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i1, %n
  br i1 %c, label %loop, label %exit
exit:
  %sf = phi float [ 0.0, %entry ], [ %s1, %loop ]
  store float %sf, ptr addrspace(1) %out
  ret void
}

; integer: out[i] = (in[i] * 2654435761) ^ h where h is a running xor-shift hash (a
; recurrence through a register), h goes to out[n] at the end
define void @int_hash(ptr addrspace(1) noalias %out, ptr addrspace(1) noalias %in, i32 %n) {
entry:
  %c0 = icmp sgt i32 %n, 0
  br i1 %c0, label %loop, label %exit
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %h = phi i32 [ 7, %entry ], [ %h2, %loop ]
  %pi = getelementptr i32, ptr addrspace(1) %in, i32 %i
  %v = load i32, ptr addrspace(1) %pi
  %m = mul i32 %v, -1640531535
  %x = xor i32 %m, %h
  %po = getelementptr i32, ptr addrspace(1) %out, i32 %i
  store i32 %x, ptr addrspace(1) %po
  %h1 = shl i32 %h, 5
  %h2 = add i32 %h1, %v
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i1, %n
  br i1 %c, label %loop, label %exit
exit:
  %hf = phi i32 [ 7, %entry ], [ %h2, %loop ]
  %pe = getelementptr i32, ptr addrspace(1) %out, i32 %n
  store i32 %hf, ptr addrspace(1) %pe
  ret void
}

; a grid-stride loop (runtime start and step): out[i] = fma(z[i], a, x[i])
define void @grid_stride(ptr addrspace(1) noalias %out, ptr addrspace(1) noalias %x, ptr addrspace(1) noalias %z, float %a, i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %bdim = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %gdim = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %b = mul i32 %bid, %bdim
  %start = add i32 %b, %tid
  %step = mul i32 %gdim, %bdim
  %c0 = icmp slt i32 %start, %n
  br i1 %c0, label %loop, label %exit
loop:
  %i = phi i32 [ %start, %entry ], [ %i1, %loop ]
  %px = getelementptr float, ptr addrspace(1) %x, i32 %i
  %pz = getelementptr float, ptr addrspace(1) %z, i32 %i
  %po = getelementptr float, ptr addrspace(1) %out, i32 %i
  %vx = load float, ptr addrspace(1) %px
  %vz = load float, ptr addrspace(1) %pz
  %r = call float @llvm.fma.f32(float %vz, float %a, float %vx)
  store float %r, ptr addrspace(1) %po
  %i1 = add i32 %i, %step
  %c = icmp slt i32 %i1, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

@sh = internal addrspace(3) global [256 x i32] undef, align 4

; shared memory (short latencies: pipelined at the default settings): thread 0 fills
; sh[0..n) with in[k] + k, then sums sh[k] * k over it into out[0]
define void @shared_sum(ptr addrspace(1) noalias %out, ptr addrspace(1) noalias %in, i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t0 = icmp eq i32 %tid, 0
  %c0 = icmp sgt i32 %n, 0
  %go = and i1 %t0, %c0
  br i1 %go, label %fill, label %exit
fill:
  %k = phi i32 [ 0, %entry ], [ %k1, %fill ]
  %pin = getelementptr i32, ptr addrspace(1) %in, i32 %k
  %vin = load i32, ptr addrspace(1) %pin
  %vk = add i32 %vin, %k
  %ps = getelementptr [256 x i32], ptr addrspace(3) @sh, i32 0, i32 %k
  store i32 %vk, ptr addrspace(3) %ps
  %k1 = add i32 %k, 1
  %cf = icmp slt i32 %k1, %n
  br i1 %cf, label %fill, label %sum
sum:
  %j = phi i32 [ 0, %fill ], [ %j1, %sum ]
  %acc = phi i32 [ 0, %fill ], [ %acc1, %sum ]
  %pj = getelementptr [256 x i32], ptr addrspace(3) @sh, i32 0, i32 %j
  %vj = load i32, ptr addrspace(3) %pj
  %mj = mul i32 %vj, %j
  %acc1 = add i32 %acc, %mj
  %j1 = add i32 %j, 1
  %cs = icmp slt i32 %j1, %n
  br i1 %cs, label %sum, label %done
done:
  store i32 %acc1, ptr addrspace(1) %out
  br label %exit
exit:
  ret void
}

; constant trip counts 1, 2, 3, 4, 5 and 100 (a do-while loop: at least one iteration)
define void @const_1(ptr addrspace(1) noalias %out, ptr addrspace(1) noalias %in) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %h = phi i32 [ 7, %entry ], [ %h2, %loop ]
  %pi = getelementptr i32, ptr addrspace(1) %in, i32 %i
  %v = load i32, ptr addrspace(1) %pi
  %m = mul i32 %v, -1640531535
  %x = xor i32 %m, %h
  %po = getelementptr i32, ptr addrspace(1) %out, i32 %i
  store i32 %x, ptr addrspace(1) %po
  %h1 = shl i32 %h, 5
  %h2 = add i32 %h1, %v
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i1, 1
  br i1 %c, label %loop, label %exit
exit:
  store i32 %h2, ptr addrspace(1) %out
  ret void
}

define void @const_2(ptr addrspace(1) noalias %out, ptr addrspace(1) noalias %in) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %h = phi i32 [ 7, %entry ], [ %h2, %loop ]
  %pi = getelementptr i32, ptr addrspace(1) %in, i32 %i
  %v = load i32, ptr addrspace(1) %pi
  %m = mul i32 %v, -1640531535
  %x = xor i32 %m, %h
  %po = getelementptr i32, ptr addrspace(1) %out, i32 %i
  store i32 %x, ptr addrspace(1) %po
  %h1 = shl i32 %h, 5
  %h2 = add i32 %h1, %v
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i1, 2
  br i1 %c, label %loop, label %exit
exit:
  store i32 %h2, ptr addrspace(1) %out
  ret void
}

define void @const_3(ptr addrspace(1) noalias %out, ptr addrspace(1) noalias %in) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %h = phi i32 [ 7, %entry ], [ %h2, %loop ]
  %pi = getelementptr i32, ptr addrspace(1) %in, i32 %i
  %v = load i32, ptr addrspace(1) %pi
  %m = mul i32 %v, -1640531535
  %x = xor i32 %m, %h
  %po = getelementptr i32, ptr addrspace(1) %out, i32 %i
  store i32 %x, ptr addrspace(1) %po
  %h1 = shl i32 %h, 5
  %h2 = add i32 %h1, %v
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i1, 3
  br i1 %c, label %loop, label %exit
exit:
  store i32 %h2, ptr addrspace(1) %out
  ret void
}

define void @const_4(ptr addrspace(1) noalias %out, ptr addrspace(1) noalias %in) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %h = phi i32 [ 7, %entry ], [ %h2, %loop ]
  %pi = getelementptr i32, ptr addrspace(1) %in, i32 %i
  %v = load i32, ptr addrspace(1) %pi
  %m = mul i32 %v, -1640531535
  %x = xor i32 %m, %h
  %po = getelementptr i32, ptr addrspace(1) %out, i32 %i
  store i32 %x, ptr addrspace(1) %po
  %h1 = shl i32 %h, 5
  %h2 = add i32 %h1, %v
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i1, 4
  br i1 %c, label %loop, label %exit
exit:
  store i32 %h2, ptr addrspace(1) %out
  ret void
}

define void @const_5(ptr addrspace(1) noalias %out, ptr addrspace(1) noalias %in) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %h = phi i32 [ 7, %entry ], [ %h2, %loop ]
  %pi = getelementptr i32, ptr addrspace(1) %in, i32 %i
  %v = load i32, ptr addrspace(1) %pi
  %m = mul i32 %v, -1640531535
  %x = xor i32 %m, %h
  %po = getelementptr i32, ptr addrspace(1) %out, i32 %i
  store i32 %x, ptr addrspace(1) %po
  %h1 = shl i32 %h, 5
  %h2 = add i32 %h1, %v
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i1, 5
  br i1 %c, label %loop, label %exit
exit:
  store i32 %h2, ptr addrspace(1) %out
  ret void
}

define void @const_100(ptr addrspace(1) noalias %out, ptr addrspace(1) noalias %in) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %h = phi i32 [ 7, %entry ], [ %h2, %loop ]
  %pi = getelementptr i32, ptr addrspace(1) %in, i32 %i
  %v = load i32, ptr addrspace(1) %pi
  %m = mul i32 %v, -1640531535
  %x = xor i32 %m, %h
  %po = getelementptr i32, ptr addrspace(1) %out, i32 %i
  store i32 %x, ptr addrspace(1) %po
  %h1 = shl i32 %h, 5
  %h2 = add i32 %h1, %v
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i1, 100
  br i1 %c, label %loop, label %exit
exit:
  store i32 %h2, ptr addrspace(1) %out
  ret void
}

!nvvm.annotations = !{!0, !1, !2, !3, !4, !5, !6, !7, !8, !9}
!3 = !{ptr @shared_sum, !"kernel", i32 1}
!0 = !{ptr @fma_acc, !"kernel", i32 1}
!1 = !{ptr @int_hash, !"kernel", i32 1}
!2 = !{ptr @grid_stride, !"kernel", i32 1}
!4 = !{ptr @const_1, !"kernel", i32 1}
!5 = !{ptr @const_2, !"kernel", i32 1}
!6 = !{ptr @const_3, !"kernel", i32 1}
!7 = !{ptr @const_4, !"kernel", i32 1}
!8 = !{ptr @const_5, !"kernel", i32 1}
!9 = !{ptr @const_100, !"kernel", i32 1}
