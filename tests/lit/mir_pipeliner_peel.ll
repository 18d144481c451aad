; machine_pipeliner's peeling code generator (pipeliner-experimental-cg, mir/pipeliner_peel.c):
; prologue copies of the kernel with the stages not yet active removed, each leaving for
; its epilogue copy when the iteration it started is the last; the kernel (PHI chains as
; MVE's); epilogue copies finishing the iterations in flight oldest first. No guard and no
; fallback loop: every trip count runs the peeled code. Every EXEC line runs the kernel on
; the ir engine (the .ll) and the ptx engine (the peeled PTX): the buffers must agree bit
; for bit.
;  - the S2 to S5 lines: pipeliner-force-ii=120/80/60/45 give the loops 2-6 stages (the
;    labels name the stage count before the exit test was tied to stage 0, which adds one
;    stage to peel_acc, peel_hash and peel_const3); runtime trip counts 0 .. S+1 and
;    more, 1000, the grid-stride loop at several sizes, the constant trip count 3 (below,
;    at and above S);
;  - the DEEP lines: pipeliner-max-stages=20 at the MII (with the pressure check: 11-15
;    stages);
;  - pipeliner-experimental-cg wins over pipeliner-mve-cg (cicc's order), but not over
;    pipeliner-annotate-for-testing, and generates nothing without pipeliner-codegen.
; loops: peel_acc (f32 fma, a value carried through two PHIs, an accumulator and a body
; value live after the loop), peel_hash (integer, a register recurrence live after the
; loop), peel_grid (runtime start and step), peel_const3 (constant trip count 3).
; REMARK: -mcpu=sm_80 -O2 --disable-unroll --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 --knob pipeliner-experimental-cg=1 --verify-each --pass-remarks=machine-pipeliner --knob pipeliner-force-ii=120 | S2
; REMARK: -mcpu=sm_80 -O2 --disable-unroll --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 --knob pipeliner-experimental-cg=1 --verify-each --pass-remarks=machine-pipeliner --knob pipeliner-force-ii=80 | S3
; REMARK: -mcpu=sm_80 -O2 --disable-unroll --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 --knob pipeliner-experimental-cg=1 --verify-each --pass-remarks=machine-pipeliner --knob pipeliner-force-ii=60 | S4
; REMARK: -mcpu=sm_80 -O2 --disable-unroll --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 --knob pipeliner-experimental-cg=1 --verify-each --pass-remarks=machine-pipeliner --knob pipeliner-force-ii=45 | S5
; REMARK: -mcpu=sm_80 -O2 --verify-each --pass-remarks=machine-pipeliner --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 --knob pipeliner-experimental-cg=1 | DEEP
; REMARK: -mcpu=sm_80 -O2 --disable-unroll --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 --knob pipeliner-experimental-cg=1 --verify-each --pass-remarks=machine-pipeliner --knob pipeliner-force-ii=60 --knob pipeliner-mve-cg=0 | NOMVE
; REMARK: -mcpu=sm_80 -O2 --disable-unroll --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 --knob pipeliner-experimental-cg=1 --verify-each --pass-remarks=machine-pipeliner --knob pipeliner-force-ii=60 --knob pipeliner-annotate-for-testing=1 | ANN
; REMARK: -mcpu=sm_80 -O2 --disable-unroll --verify-each --pass-remarks=machine-pipeliner --knob pipeliner-max-stages=20 --knob pipeliner-force-ii=60 --knob pipeliner-experimental-cg=1 | NOCG
; S2: remark: machine-pipeliner: Peeled: 2 prologue copies (each leaves for its epilogue copy when the trip count is reached), the kernel, 2 epilogue copies (loop in peel_acc)
; S2-NEXT: remark: machine-pipeliner: Pipelined succesfully! II = 120, {{.*}}, stages = 3, runtime trip count, {{.*}}(loop in peel_acc)
; S2: remark: machine-pipeliner: Peeled: 2 prologue copies (each leaves for its epilogue copy when the trip count is reached), the kernel, 2 epilogue copies (loop in peel_hash)
; S2-NEXT: remark: machine-pipeliner: Pipelined succesfully! II = 120, {{.*}}, stages = 3, runtime trip count, {{.*}}(loop in peel_hash)
; S2: remark: machine-pipeliner: Peeled: 1 prologue copies (each leaves for its epilogue copy when the trip count is reached), the kernel, 1 epilogue copies (loop in peel_grid)
; S2-NEXT: remark: machine-pipeliner: Pipelined succesfully! II = 120, {{.*}}, stages = 2, runtime trip count, {{.*}}(loop in peel_grid)
; S2: remark: machine-pipeliner: Peeled: 2 prologue copies (each leaves for its epilogue copy when the trip count is reached), the kernel, 2 epilogue copies (loop in peel_const3)
; S2-NEXT: remark: machine-pipeliner: Pipelined succesfully! II = 120, {{.*}}, stages = 3, constant trip count, {{.*}}(loop in peel_const3)
; S3: remark: machine-pipeliner: Peeled: 3 prologue copies (each leaves for its epilogue copy when the trip count is reached), the kernel, 3 epilogue copies (loop in peel_acc)
; S3-NEXT: remark: machine-pipeliner: Pipelined succesfully! II = 80, {{.*}}, stages = 4, runtime trip count, {{.*}}(loop in peel_acc)
; S3: remark: machine-pipeliner: Peeled: 3 prologue copies (each leaves for its epilogue copy when the trip count is reached), the kernel, 3 epilogue copies (loop in peel_hash)
; S3-NEXT: remark: machine-pipeliner: Pipelined succesfully! II = 80, {{.*}}, stages = 4, runtime trip count, {{.*}}(loop in peel_hash)
; S3: remark: machine-pipeliner: Peeled: 2 prologue copies (each leaves for its epilogue copy when the trip count is reached), the kernel, 2 epilogue copies (loop in peel_grid)
; S3-NEXT: remark: machine-pipeliner: Pipelined succesfully! II = 80, {{.*}}, stages = 3, runtime trip count, {{.*}}(loop in peel_grid)
; S3: remark: machine-pipeliner: Peeled: 3 prologue copies (each leaves for its epilogue copy when the trip count is reached), the kernel, 3 epilogue copies (loop in peel_const3)
; S3-NEXT: remark: machine-pipeliner: Pipelined succesfully! II = 80, {{.*}}, stages = 4, constant trip count, {{.*}}(loop in peel_const3)
; S4: remark: machine-pipeliner: Peeled: 4 prologue copies (each leaves for its epilogue copy when the trip count is reached), the kernel, 4 epilogue copies (loop in peel_acc)
; S4-NEXT: remark: machine-pipeliner: Pipelined succesfully! II = 60, {{.*}}, stages = 5, runtime trip count, {{.*}}(loop in peel_acc)
; S4: remark: machine-pipeliner: Peeled: 4 prologue copies (each leaves for its epilogue copy when the trip count is reached), the kernel, 4 epilogue copies (loop in peel_hash)
; S4-NEXT: remark: machine-pipeliner: Pipelined succesfully! II = 60, {{.*}}, stages = 5, runtime trip count, {{.*}}(loop in peel_hash)
; S4: remark: machine-pipeliner: Peeled: 3 prologue copies (each leaves for its epilogue copy when the trip count is reached), the kernel, 3 epilogue copies (loop in peel_grid)
; S4-NEXT: remark: machine-pipeliner: Pipelined succesfully! II = 60, {{.*}}, stages = 4, runtime trip count, {{.*}}(loop in peel_grid)
; S4: remark: machine-pipeliner: Peeled: 4 prologue copies (each leaves for its epilogue copy when the trip count is reached), the kernel, 4 epilogue copies (loop in peel_const3)
; S4-NEXT: remark: machine-pipeliner: Pipelined succesfully! II = 60, {{.*}}, stages = 5, constant trip count, {{.*}}(loop in peel_const3)
; S5: remark: machine-pipeliner: Peeled: 5 prologue copies (each leaves for its epilogue copy when the trip count is reached), the kernel, 5 epilogue copies (loop in peel_acc)
; S5-NEXT: remark: machine-pipeliner: Pipelined succesfully! II = 45, {{.*}}, stages = 6, runtime trip count, {{.*}}(loop in peel_acc)
; S5: remark: machine-pipeliner: Peeled: 5 prologue copies (each leaves for its epilogue copy when the trip count is reached), the kernel, 5 epilogue copies (loop in peel_hash)
; S5-NEXT: remark: machine-pipeliner: Pipelined succesfully! II = 45, {{.*}}, stages = 6, runtime trip count, {{.*}}(loop in peel_hash)
; S5: remark: machine-pipeliner: Peeled: 4 prologue copies (each leaves for its epilogue copy when the trip count is reached), the kernel, 4 epilogue copies (loop in peel_grid)
; S5-NEXT: remark: machine-pipeliner: Pipelined succesfully! II = 45, {{.*}}, stages = 5, runtime trip count, {{.*}}(loop in peel_grid)
; S5: remark: machine-pipeliner: Peeled: 5 prologue copies (each leaves for its epilogue copy when the trip count is reached), the kernel, 5 epilogue copies (loop in peel_const3)
; S5-NEXT: remark: machine-pipeliner: Pipelined succesfully! II = 45, {{.*}}, stages = 6, constant trip count, {{.*}}(loop in peel_const3)
; DEEP: Peeled: 10 prologue copies {{.*}}, 10 epilogue copies (loop in peel_acc)
; DEEP-NEXT: Pipelined succesfully! {{.*}}, stages = 11, runtime trip count, {{.*}}(loop in peel_acc)
; DEEP: Peeled: 14 prologue copies {{.*}}, 14 epilogue copies (loop in peel_hash)
; DEEP-NEXT: Pipelined succesfully! {{.*}}, stages = 15, runtime trip count, {{.*}}(loop in peel_hash)
; DEEP: Peeled: 10 prologue copies {{.*}}, 10 epilogue copies (loop in peel_grid)
; DEEP-NEXT: Pipelined succesfully! {{.*}}, stages = 11, runtime trip count, {{.*}}(loop in peel_grid)
; NOMVE: Peeled: 4 prologue copies {{.*}}(loop in peel_acc)
; ANN-NOT: Peeled:
; ANN: Scheduled: {{.*}}(loop in peel_acc; schedule only: pipeliner-annotate-for-testing)
; ANN-NOT: Peeled:
; NOCG-NOT: Peeled:
; NOCG: Scheduled: {{.*}}(loop in peel_acc; schedule only: pipeliner-codegen=0)
; NOCG-NOT: Peeled:
;
; the shape (peel_hash at force-ii 120: 3 stages, the exit test tied to stage 0 and the
; load in stage 1): prologue copy 0 (iteration 0's exit test, out to the epilogue),
; prologue copy 1 (iteration 0's load, iteration 1's test), the kernel (a load and the
; store of an older iteration), then the epilogue: one copy only stores, the other loads
; the last iteration's value (its stage 1) and stores it; the store after the loop.
; RUN: -mcpu=sm_80 -O2 --disable-unroll --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 --knob pipeliner-experimental-cg=1 --verify-each --knob pipeliner-force-ii=120 | SHAPE
; RUN: -mcpu=sm_75 -O2 --disable-unroll --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 --knob pipeliner-experimental-cg=1 --knob pipeliner-force-ii=45 | ANY
; RUN: -mcpu=sm_86 -O2 --disable-unroll --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 --knob pipeliner-experimental-cg=1 --knob pipeliner-force-ii=60 | ANY
; RUN: -mcpu=sm_90 -O2 --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 --knob pipeliner-experimental-cg=1 | ANY
; ANY: .entry peel_hash(
; SHAPE-LABEL: .entry peel_hash(
; SHAPE: setp.lt.s32
; SHAPE: @!%p{{[0-9]+}} bra $L__BB1_{{[0-9]+}};
; SHAPE-NOT: st.global
; SHAPE: ld.global.u32
; SHAPE: setp.lt.s32
; SHAPE: @!%p{{[0-9]+}} bra $L__BB1_{{[0-9]+}};
; SHAPE-NOT: st.global
; SHAPE: ld.global.u32
; SHAPE: st.global.u32
; SHAPE: @%p{{[0-9]+}} bra $L__BB1_{{[0-9]+}};
; SHAPE-NOT: ld.global
; SHAPE: st.global.u32
; SHAPE: ld.global.u32
; SHAPE-NOT: ld.global
; SHAPE: st.global.u32
; SHAPE-NOT: ld.global
; SHAPE: st.global.u32
; SHAPE-NEXT: ret;
; SHAPE-LABEL: .entry peel_grid(
; EXEC: -mcpu=sm_80 -O2 --disable-unroll --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 --knob pipeliner-experimental-cg=1 --knob pipeliner-force-ii=120 | peel_acc 1 1 buf:f32:1100:rand:1 buf:f32:1100:rand:2 buf:f32:2:zero f32:1.5 i32:0
; EXEC: -mcpu=sm_80 -O2 --disable-unroll --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 --knob pipeliner-experimental-cg=1 --knob pipeliner-force-ii=120 | peel_hash 1 1 buf:i32:1101:zero buf:i32:1100:rand:3 i32:0
; EXEC: -mcpu=sm_80 -O2 --disable-unroll --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 --knob pipeliner-experimental-cg=1 --knob pipeliner-force-ii=120 | peel_acc 1 1 buf:f32:1100:rand:1 buf:f32:1100:rand:2 buf:f32:2:zero f32:1.5 i32:1
; EXEC: -mcpu=sm_80 -O2 --disable-unroll --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 --knob pipeliner-experimental-cg=1 --knob pipeliner-force-ii=120 | peel_hash 1 1 buf:i32:1101:zero buf:i32:1100:rand:3 i32:1
; EXEC: -mcpu=sm_80 -O2 --disable-unroll --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 --knob pipeliner-experimental-cg=1 --knob pipeliner-force-ii=120 | peel_acc 1 1 buf:f32:1100:rand:1 buf:f32:1100:rand:2 buf:f32:2:zero f32:1.5 i32:2
; EXEC: -mcpu=sm_80 -O2 --disable-unroll --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 --knob pipeliner-experimental-cg=1 --knob pipeliner-force-ii=120 | peel_hash 1 1 buf:i32:1101:zero buf:i32:1100:rand:3 i32:2
; EXEC: -mcpu=sm_80 -O2 --disable-unroll --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 --knob pipeliner-experimental-cg=1 --knob pipeliner-force-ii=120 | peel_acc 1 1 buf:f32:1100:rand:1 buf:f32:1100:rand:2 buf:f32:2:zero f32:1.5 i32:3
; EXEC: -mcpu=sm_80 -O2 --disable-unroll --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 --knob pipeliner-experimental-cg=1 --knob pipeliner-force-ii=120 | peel_hash 1 1 buf:i32:1101:zero buf:i32:1100:rand:3 i32:3
; EXEC: -mcpu=sm_80 -O2 --disable-unroll --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 --knob pipeliner-experimental-cg=1 --knob pipeliner-force-ii=120 | peel_acc 1 1 buf:f32:1100:rand:1 buf:f32:1100:rand:2 buf:f32:2:zero f32:1.5 i32:4
; EXEC: -mcpu=sm_80 -O2 --disable-unroll --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 --knob pipeliner-experimental-cg=1 --knob pipeliner-force-ii=120 | peel_hash 1 1 buf:i32:1101:zero buf:i32:1100:rand:3 i32:4
; EXEC: -mcpu=sm_80 -O2 --disable-unroll --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 --knob pipeliner-experimental-cg=1 --knob pipeliner-force-ii=120 | peel_acc 1 1 buf:f32:1100:rand:1 buf:f32:1100:rand:2 buf:f32:2:zero f32:1.5 i32:1000
; EXEC: -mcpu=sm_80 -O2 --disable-unroll --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 --knob pipeliner-experimental-cg=1 --knob pipeliner-force-ii=120 | peel_hash 1 1 buf:i32:1101:zero buf:i32:1100:rand:3 i32:1000
; EXEC: -mcpu=sm_80 -O2 --disable-unroll --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 --knob pipeliner-experimental-cg=1 --knob pipeliner-force-ii=120 | peel_grid 1 32 buf:f32:2000:zero buf:f32:2000:rand:4 buf:f32:2000:rand:5 f32:0.75 i32:1
; EXEC: -mcpu=sm_80 -O2 --disable-unroll --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 --knob pipeliner-experimental-cg=1 --knob pipeliner-force-ii=120 | peel_grid 1 32 buf:f32:2000:zero buf:f32:2000:rand:4 buf:f32:2000:rand:5 f32:0.75 i32:33
; EXEC: -mcpu=sm_80 -O2 --disable-unroll --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 --knob pipeliner-experimental-cg=1 --knob pipeliner-force-ii=120 | peel_grid 2 32 buf:f32:2000:zero buf:f32:2000:rand:4 buf:f32:2000:rand:5 f32:0.75 i32:100
; EXEC: -mcpu=sm_80 -O2 --disable-unroll --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 --knob pipeliner-experimental-cg=1 --knob pipeliner-force-ii=120 | peel_grid 2 32 buf:f32:2000:zero buf:f32:2000:rand:4 buf:f32:2000:rand:5 f32:0.75 i32:160
; EXEC: -mcpu=sm_80 -O2 --disable-unroll --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 --knob pipeliner-experimental-cg=1 --knob pipeliner-force-ii=120 | peel_grid 2 32 buf:f32:2000:zero buf:f32:2000:rand:4 buf:f32:2000:rand:5 f32:0.75 i32:2000
; EXEC: -mcpu=sm_80 -O2 --disable-unroll --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 --knob pipeliner-experimental-cg=1 --knob pipeliner-force-ii=120 | peel_const3 1 1 buf:i32:4:zero buf:i32:3:rand:6
; EXEC: -mcpu=sm_80 -O2 --disable-unroll --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 --knob pipeliner-experimental-cg=1 --knob pipeliner-force-ii=80 | peel_acc 1 1 buf:f32:1100:rand:1 buf:f32:1100:rand:2 buf:f32:2:zero f32:1.5 i32:0
; EXEC: -mcpu=sm_80 -O2 --disable-unroll --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 --knob pipeliner-experimental-cg=1 --knob pipeliner-force-ii=80 | peel_hash 1 1 buf:i32:1101:zero buf:i32:1100:rand:3 i32:0
; EXEC: -mcpu=sm_80 -O2 --disable-unroll --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 --knob pipeliner-experimental-cg=1 --knob pipeliner-force-ii=80 | peel_acc 1 1 buf:f32:1100:rand:1 buf:f32:1100:rand:2 buf:f32:2:zero f32:1.5 i32:1
; EXEC: -mcpu=sm_80 -O2 --disable-unroll --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 --knob pipeliner-experimental-cg=1 --knob pipeliner-force-ii=80 | peel_hash 1 1 buf:i32:1101:zero buf:i32:1100:rand:3 i32:1
; EXEC: -mcpu=sm_80 -O2 --disable-unroll --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 --knob pipeliner-experimental-cg=1 --knob pipeliner-force-ii=80 | peel_acc 1 1 buf:f32:1100:rand:1 buf:f32:1100:rand:2 buf:f32:2:zero f32:1.5 i32:2
; EXEC: -mcpu=sm_80 -O2 --disable-unroll --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 --knob pipeliner-experimental-cg=1 --knob pipeliner-force-ii=80 | peel_hash 1 1 buf:i32:1101:zero buf:i32:1100:rand:3 i32:2
; EXEC: -mcpu=sm_80 -O2 --disable-unroll --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 --knob pipeliner-experimental-cg=1 --knob pipeliner-force-ii=80 | peel_acc 1 1 buf:f32:1100:rand:1 buf:f32:1100:rand:2 buf:f32:2:zero f32:1.5 i32:3
; EXEC: -mcpu=sm_80 -O2 --disable-unroll --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 --knob pipeliner-experimental-cg=1 --knob pipeliner-force-ii=80 | peel_hash 1 1 buf:i32:1101:zero buf:i32:1100:rand:3 i32:3
; EXEC: -mcpu=sm_80 -O2 --disable-unroll --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 --knob pipeliner-experimental-cg=1 --knob pipeliner-force-ii=80 | peel_acc 1 1 buf:f32:1100:rand:1 buf:f32:1100:rand:2 buf:f32:2:zero f32:1.5 i32:4
; EXEC: -mcpu=sm_80 -O2 --disable-unroll --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 --knob pipeliner-experimental-cg=1 --knob pipeliner-force-ii=80 | peel_hash 1 1 buf:i32:1101:zero buf:i32:1100:rand:3 i32:4
; EXEC: -mcpu=sm_80 -O2 --disable-unroll --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 --knob pipeliner-experimental-cg=1 --knob pipeliner-force-ii=80 | peel_acc 1 1 buf:f32:1100:rand:1 buf:f32:1100:rand:2 buf:f32:2:zero f32:1.5 i32:5
; EXEC: -mcpu=sm_80 -O2 --disable-unroll --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 --knob pipeliner-experimental-cg=1 --knob pipeliner-force-ii=80 | peel_hash 1 1 buf:i32:1101:zero buf:i32:1100:rand:3 i32:5
; EXEC: -mcpu=sm_80 -O2 --disable-unroll --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 --knob pipeliner-experimental-cg=1 --knob pipeliner-force-ii=80 | peel_acc 1 1 buf:f32:1100:rand:1 buf:f32:1100:rand:2 buf:f32:2:zero f32:1.5 i32:1000
; EXEC: -mcpu=sm_80 -O2 --disable-unroll --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 --knob pipeliner-experimental-cg=1 --knob pipeliner-force-ii=80 | peel_hash 1 1 buf:i32:1101:zero buf:i32:1100:rand:3 i32:1000
; EXEC: -mcpu=sm_80 -O2 --disable-unroll --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 --knob pipeliner-experimental-cg=1 --knob pipeliner-force-ii=80 | peel_grid 1 32 buf:f32:2000:zero buf:f32:2000:rand:4 buf:f32:2000:rand:5 f32:0.75 i32:1
; EXEC: -mcpu=sm_80 -O2 --disable-unroll --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 --knob pipeliner-experimental-cg=1 --knob pipeliner-force-ii=80 | peel_grid 1 32 buf:f32:2000:zero buf:f32:2000:rand:4 buf:f32:2000:rand:5 f32:0.75 i32:33
; EXEC: -mcpu=sm_80 -O2 --disable-unroll --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 --knob pipeliner-experimental-cg=1 --knob pipeliner-force-ii=80 | peel_grid 2 32 buf:f32:2000:zero buf:f32:2000:rand:4 buf:f32:2000:rand:5 f32:0.75 i32:100
; EXEC: -mcpu=sm_80 -O2 --disable-unroll --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 --knob pipeliner-experimental-cg=1 --knob pipeliner-force-ii=80 | peel_grid 2 32 buf:f32:2000:zero buf:f32:2000:rand:4 buf:f32:2000:rand:5 f32:0.75 i32:160
; EXEC: -mcpu=sm_80 -O2 --disable-unroll --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 --knob pipeliner-experimental-cg=1 --knob pipeliner-force-ii=80 | peel_grid 2 32 buf:f32:2000:zero buf:f32:2000:rand:4 buf:f32:2000:rand:5 f32:0.75 i32:2000
; EXEC: -mcpu=sm_80 -O2 --disable-unroll --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 --knob pipeliner-experimental-cg=1 --knob pipeliner-force-ii=80 | peel_const3 1 1 buf:i32:4:zero buf:i32:3:rand:6
; EXEC: -mcpu=sm_80 -O2 --disable-unroll --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 --knob pipeliner-experimental-cg=1 --knob pipeliner-force-ii=60 | peel_acc 1 1 buf:f32:1100:rand:1 buf:f32:1100:rand:2 buf:f32:2:zero f32:1.5 i32:0
; EXEC: -mcpu=sm_80 -O2 --disable-unroll --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 --knob pipeliner-experimental-cg=1 --knob pipeliner-force-ii=60 | peel_hash 1 1 buf:i32:1101:zero buf:i32:1100:rand:3 i32:0
; EXEC: -mcpu=sm_80 -O2 --disable-unroll --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 --knob pipeliner-experimental-cg=1 --knob pipeliner-force-ii=60 | peel_acc 1 1 buf:f32:1100:rand:1 buf:f32:1100:rand:2 buf:f32:2:zero f32:1.5 i32:1
; EXEC: -mcpu=sm_80 -O2 --disable-unroll --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 --knob pipeliner-experimental-cg=1 --knob pipeliner-force-ii=60 | peel_hash 1 1 buf:i32:1101:zero buf:i32:1100:rand:3 i32:1
; EXEC: -mcpu=sm_80 -O2 --disable-unroll --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 --knob pipeliner-experimental-cg=1 --knob pipeliner-force-ii=60 | peel_acc 1 1 buf:f32:1100:rand:1 buf:f32:1100:rand:2 buf:f32:2:zero f32:1.5 i32:2
; EXEC: -mcpu=sm_80 -O2 --disable-unroll --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 --knob pipeliner-experimental-cg=1 --knob pipeliner-force-ii=60 | peel_hash 1 1 buf:i32:1101:zero buf:i32:1100:rand:3 i32:2
; EXEC: -mcpu=sm_80 -O2 --disable-unroll --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 --knob pipeliner-experimental-cg=1 --knob pipeliner-force-ii=60 | peel_acc 1 1 buf:f32:1100:rand:1 buf:f32:1100:rand:2 buf:f32:2:zero f32:1.5 i32:3
; EXEC: -mcpu=sm_80 -O2 --disable-unroll --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 --knob pipeliner-experimental-cg=1 --knob pipeliner-force-ii=60 | peel_hash 1 1 buf:i32:1101:zero buf:i32:1100:rand:3 i32:3
; EXEC: -mcpu=sm_80 -O2 --disable-unroll --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 --knob pipeliner-experimental-cg=1 --knob pipeliner-force-ii=60 | peel_acc 1 1 buf:f32:1100:rand:1 buf:f32:1100:rand:2 buf:f32:2:zero f32:1.5 i32:4
; EXEC: -mcpu=sm_80 -O2 --disable-unroll --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 --knob pipeliner-experimental-cg=1 --knob pipeliner-force-ii=60 | peel_hash 1 1 buf:i32:1101:zero buf:i32:1100:rand:3 i32:4
; EXEC: -mcpu=sm_80 -O2 --disable-unroll --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 --knob pipeliner-experimental-cg=1 --knob pipeliner-force-ii=60 | peel_acc 1 1 buf:f32:1100:rand:1 buf:f32:1100:rand:2 buf:f32:2:zero f32:1.5 i32:5
; EXEC: -mcpu=sm_80 -O2 --disable-unroll --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 --knob pipeliner-experimental-cg=1 --knob pipeliner-force-ii=60 | peel_hash 1 1 buf:i32:1101:zero buf:i32:1100:rand:3 i32:5
; EXEC: -mcpu=sm_80 -O2 --disable-unroll --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 --knob pipeliner-experimental-cg=1 --knob pipeliner-force-ii=60 | peel_acc 1 1 buf:f32:1100:rand:1 buf:f32:1100:rand:2 buf:f32:2:zero f32:1.5 i32:6
; EXEC: -mcpu=sm_80 -O2 --disable-unroll --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 --knob pipeliner-experimental-cg=1 --knob pipeliner-force-ii=60 | peel_hash 1 1 buf:i32:1101:zero buf:i32:1100:rand:3 i32:6
; EXEC: -mcpu=sm_80 -O2 --disable-unroll --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 --knob pipeliner-experimental-cg=1 --knob pipeliner-force-ii=60 | peel_acc 1 1 buf:f32:1100:rand:1 buf:f32:1100:rand:2 buf:f32:2:zero f32:1.5 i32:1000
; EXEC: -mcpu=sm_80 -O2 --disable-unroll --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 --knob pipeliner-experimental-cg=1 --knob pipeliner-force-ii=60 | peel_hash 1 1 buf:i32:1101:zero buf:i32:1100:rand:3 i32:1000
; EXEC: -mcpu=sm_80 -O2 --disable-unroll --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 --knob pipeliner-experimental-cg=1 --knob pipeliner-force-ii=60 | peel_grid 1 32 buf:f32:2000:zero buf:f32:2000:rand:4 buf:f32:2000:rand:5 f32:0.75 i32:1
; EXEC: -mcpu=sm_80 -O2 --disable-unroll --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 --knob pipeliner-experimental-cg=1 --knob pipeliner-force-ii=60 | peel_grid 1 32 buf:f32:2000:zero buf:f32:2000:rand:4 buf:f32:2000:rand:5 f32:0.75 i32:33
; EXEC: -mcpu=sm_80 -O2 --disable-unroll --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 --knob pipeliner-experimental-cg=1 --knob pipeliner-force-ii=60 | peel_grid 2 32 buf:f32:2000:zero buf:f32:2000:rand:4 buf:f32:2000:rand:5 f32:0.75 i32:100
; EXEC: -mcpu=sm_80 -O2 --disable-unroll --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 --knob pipeliner-experimental-cg=1 --knob pipeliner-force-ii=60 | peel_grid 2 32 buf:f32:2000:zero buf:f32:2000:rand:4 buf:f32:2000:rand:5 f32:0.75 i32:160
; EXEC: -mcpu=sm_80 -O2 --disable-unroll --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 --knob pipeliner-experimental-cg=1 --knob pipeliner-force-ii=60 | peel_grid 2 32 buf:f32:2000:zero buf:f32:2000:rand:4 buf:f32:2000:rand:5 f32:0.75 i32:2000
; EXEC: -mcpu=sm_80 -O2 --disable-unroll --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 --knob pipeliner-experimental-cg=1 --knob pipeliner-force-ii=60 | peel_const3 1 1 buf:i32:4:zero buf:i32:3:rand:6
; EXEC: -mcpu=sm_80 -O2 --disable-unroll --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 --knob pipeliner-experimental-cg=1 --knob pipeliner-force-ii=45 | peel_acc 1 1 buf:f32:1100:rand:1 buf:f32:1100:rand:2 buf:f32:2:zero f32:1.5 i32:0
; EXEC: -mcpu=sm_80 -O2 --disable-unroll --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 --knob pipeliner-experimental-cg=1 --knob pipeliner-force-ii=45 | peel_hash 1 1 buf:i32:1101:zero buf:i32:1100:rand:3 i32:0
; EXEC: -mcpu=sm_80 -O2 --disable-unroll --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 --knob pipeliner-experimental-cg=1 --knob pipeliner-force-ii=45 | peel_acc 1 1 buf:f32:1100:rand:1 buf:f32:1100:rand:2 buf:f32:2:zero f32:1.5 i32:1
; EXEC: -mcpu=sm_80 -O2 --disable-unroll --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 --knob pipeliner-experimental-cg=1 --knob pipeliner-force-ii=45 | peel_hash 1 1 buf:i32:1101:zero buf:i32:1100:rand:3 i32:1
; EXEC: -mcpu=sm_80 -O2 --disable-unroll --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 --knob pipeliner-experimental-cg=1 --knob pipeliner-force-ii=45 | peel_acc 1 1 buf:f32:1100:rand:1 buf:f32:1100:rand:2 buf:f32:2:zero f32:1.5 i32:2
; EXEC: -mcpu=sm_80 -O2 --disable-unroll --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 --knob pipeliner-experimental-cg=1 --knob pipeliner-force-ii=45 | peel_hash 1 1 buf:i32:1101:zero buf:i32:1100:rand:3 i32:2
; EXEC: -mcpu=sm_80 -O2 --disable-unroll --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 --knob pipeliner-experimental-cg=1 --knob pipeliner-force-ii=45 | peel_acc 1 1 buf:f32:1100:rand:1 buf:f32:1100:rand:2 buf:f32:2:zero f32:1.5 i32:3
; EXEC: -mcpu=sm_80 -O2 --disable-unroll --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 --knob pipeliner-experimental-cg=1 --knob pipeliner-force-ii=45 | peel_hash 1 1 buf:i32:1101:zero buf:i32:1100:rand:3 i32:3
; EXEC: -mcpu=sm_80 -O2 --disable-unroll --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 --knob pipeliner-experimental-cg=1 --knob pipeliner-force-ii=45 | peel_acc 1 1 buf:f32:1100:rand:1 buf:f32:1100:rand:2 buf:f32:2:zero f32:1.5 i32:4
; EXEC: -mcpu=sm_80 -O2 --disable-unroll --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 --knob pipeliner-experimental-cg=1 --knob pipeliner-force-ii=45 | peel_hash 1 1 buf:i32:1101:zero buf:i32:1100:rand:3 i32:4
; EXEC: -mcpu=sm_80 -O2 --disable-unroll --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 --knob pipeliner-experimental-cg=1 --knob pipeliner-force-ii=45 | peel_acc 1 1 buf:f32:1100:rand:1 buf:f32:1100:rand:2 buf:f32:2:zero f32:1.5 i32:5
; EXEC: -mcpu=sm_80 -O2 --disable-unroll --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 --knob pipeliner-experimental-cg=1 --knob pipeliner-force-ii=45 | peel_hash 1 1 buf:i32:1101:zero buf:i32:1100:rand:3 i32:5
; EXEC: -mcpu=sm_80 -O2 --disable-unroll --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 --knob pipeliner-experimental-cg=1 --knob pipeliner-force-ii=45 | peel_acc 1 1 buf:f32:1100:rand:1 buf:f32:1100:rand:2 buf:f32:2:zero f32:1.5 i32:6
; EXEC: -mcpu=sm_80 -O2 --disable-unroll --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 --knob pipeliner-experimental-cg=1 --knob pipeliner-force-ii=45 | peel_hash 1 1 buf:i32:1101:zero buf:i32:1100:rand:3 i32:6
; EXEC: -mcpu=sm_80 -O2 --disable-unroll --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 --knob pipeliner-experimental-cg=1 --knob pipeliner-force-ii=45 | peel_acc 1 1 buf:f32:1100:rand:1 buf:f32:1100:rand:2 buf:f32:2:zero f32:1.5 i32:7
; EXEC: -mcpu=sm_80 -O2 --disable-unroll --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 --knob pipeliner-experimental-cg=1 --knob pipeliner-force-ii=45 | peel_hash 1 1 buf:i32:1101:zero buf:i32:1100:rand:3 i32:7
; EXEC: -mcpu=sm_80 -O2 --disable-unroll --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 --knob pipeliner-experimental-cg=1 --knob pipeliner-force-ii=45 | peel_acc 1 1 buf:f32:1100:rand:1 buf:f32:1100:rand:2 buf:f32:2:zero f32:1.5 i32:1000
; EXEC: -mcpu=sm_80 -O2 --disable-unroll --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 --knob pipeliner-experimental-cg=1 --knob pipeliner-force-ii=45 | peel_hash 1 1 buf:i32:1101:zero buf:i32:1100:rand:3 i32:1000
; EXEC: -mcpu=sm_80 -O2 --disable-unroll --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 --knob pipeliner-experimental-cg=1 --knob pipeliner-force-ii=45 | peel_grid 1 32 buf:f32:2000:zero buf:f32:2000:rand:4 buf:f32:2000:rand:5 f32:0.75 i32:1
; EXEC: -mcpu=sm_80 -O2 --disable-unroll --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 --knob pipeliner-experimental-cg=1 --knob pipeliner-force-ii=45 | peel_grid 1 32 buf:f32:2000:zero buf:f32:2000:rand:4 buf:f32:2000:rand:5 f32:0.75 i32:33
; EXEC: -mcpu=sm_80 -O2 --disable-unroll --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 --knob pipeliner-experimental-cg=1 --knob pipeliner-force-ii=45 | peel_grid 2 32 buf:f32:2000:zero buf:f32:2000:rand:4 buf:f32:2000:rand:5 f32:0.75 i32:100
; EXEC: -mcpu=sm_80 -O2 --disable-unroll --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 --knob pipeliner-experimental-cg=1 --knob pipeliner-force-ii=45 | peel_grid 2 32 buf:f32:2000:zero buf:f32:2000:rand:4 buf:f32:2000:rand:5 f32:0.75 i32:160
; EXEC: -mcpu=sm_80 -O2 --disable-unroll --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 --knob pipeliner-experimental-cg=1 --knob pipeliner-force-ii=45 | peel_grid 2 32 buf:f32:2000:zero buf:f32:2000:rand:4 buf:f32:2000:rand:5 f32:0.75 i32:2000
; EXEC: -mcpu=sm_80 -O2 --disable-unroll --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 --knob pipeliner-experimental-cg=1 --knob pipeliner-force-ii=45 | peel_const3 1 1 buf:i32:4:zero buf:i32:3:rand:6
; EXEC: -mcpu=sm_80 -O2 --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 --knob pipeliner-experimental-cg=1 | peel_acc 1 1 buf:f32:1100:rand:1 buf:f32:1100:rand:2 buf:f32:2:zero f32:1.5 i32:0
; EXEC: -mcpu=sm_80 -O2 --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 --knob pipeliner-experimental-cg=1 | peel_hash 1 1 buf:i32:1101:zero buf:i32:1100:rand:3 i32:0
; EXEC: -mcpu=sm_80 -O2 --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 --knob pipeliner-experimental-cg=1 | peel_acc 1 1 buf:f32:1100:rand:1 buf:f32:1100:rand:2 buf:f32:2:zero f32:1.5 i32:1
; EXEC: -mcpu=sm_80 -O2 --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 --knob pipeliner-experimental-cg=1 | peel_hash 1 1 buf:i32:1101:zero buf:i32:1100:rand:3 i32:1
; EXEC: -mcpu=sm_80 -O2 --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 --knob pipeliner-experimental-cg=1 | peel_acc 1 1 buf:f32:1100:rand:1 buf:f32:1100:rand:2 buf:f32:2:zero f32:1.5 i32:2
; EXEC: -mcpu=sm_80 -O2 --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 --knob pipeliner-experimental-cg=1 | peel_hash 1 1 buf:i32:1101:zero buf:i32:1100:rand:3 i32:2
; EXEC: -mcpu=sm_80 -O2 --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 --knob pipeliner-experimental-cg=1 | peel_acc 1 1 buf:f32:1100:rand:1 buf:f32:1100:rand:2 buf:f32:2:zero f32:1.5 i32:15
; EXEC: -mcpu=sm_80 -O2 --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 --knob pipeliner-experimental-cg=1 | peel_hash 1 1 buf:i32:1101:zero buf:i32:1100:rand:3 i32:15
; EXEC: -mcpu=sm_80 -O2 --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 --knob pipeliner-experimental-cg=1 | peel_acc 1 1 buf:f32:1100:rand:1 buf:f32:1100:rand:2 buf:f32:2:zero f32:1.5 i32:16
; EXEC: -mcpu=sm_80 -O2 --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 --knob pipeliner-experimental-cg=1 | peel_hash 1 1 buf:i32:1101:zero buf:i32:1100:rand:3 i32:16
; EXEC: -mcpu=sm_80 -O2 --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 --knob pipeliner-experimental-cg=1 | peel_acc 1 1 buf:f32:1100:rand:1 buf:f32:1100:rand:2 buf:f32:2:zero f32:1.5 i32:17
; EXEC: -mcpu=sm_80 -O2 --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 --knob pipeliner-experimental-cg=1 | peel_hash 1 1 buf:i32:1101:zero buf:i32:1100:rand:3 i32:17
; EXEC: -mcpu=sm_80 -O2 --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 --knob pipeliner-experimental-cg=1 | peel_acc 1 1 buf:f32:1100:rand:1 buf:f32:1100:rand:2 buf:f32:2:zero f32:1.5 i32:18
; EXEC: -mcpu=sm_80 -O2 --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 --knob pipeliner-experimental-cg=1 | peel_hash 1 1 buf:i32:1101:zero buf:i32:1100:rand:3 i32:18
; EXEC: -mcpu=sm_80 -O2 --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 --knob pipeliner-experimental-cg=1 | peel_acc 1 1 buf:f32:1100:rand:1 buf:f32:1100:rand:2 buf:f32:2:zero f32:1.5 i32:19
; EXEC: -mcpu=sm_80 -O2 --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 --knob pipeliner-experimental-cg=1 | peel_hash 1 1 buf:i32:1101:zero buf:i32:1100:rand:3 i32:19
; EXEC: -mcpu=sm_80 -O2 --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 --knob pipeliner-experimental-cg=1 | peel_acc 1 1 buf:f32:1100:rand:1 buf:f32:1100:rand:2 buf:f32:2:zero f32:1.5 i32:20
; EXEC: -mcpu=sm_80 -O2 --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 --knob pipeliner-experimental-cg=1 | peel_hash 1 1 buf:i32:1101:zero buf:i32:1100:rand:3 i32:20
; EXEC: -mcpu=sm_80 -O2 --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 --knob pipeliner-experimental-cg=1 | peel_acc 1 1 buf:f32:1100:rand:1 buf:f32:1100:rand:2 buf:f32:2:zero f32:1.5 i32:300
; EXEC: -mcpu=sm_80 -O2 --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 --knob pipeliner-experimental-cg=1 | peel_hash 1 1 buf:i32:1101:zero buf:i32:1100:rand:3 i32:300
; EXEC: -mcpu=sm_80 -O2 --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 --knob pipeliner-experimental-cg=1 | peel_grid 1 32 buf:f32:2000:zero buf:f32:2000:rand:4 buf:f32:2000:rand:5 f32:0.75 i32:1
; EXEC: -mcpu=sm_80 -O2 --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 --knob pipeliner-experimental-cg=1 | peel_grid 1 32 buf:f32:2000:zero buf:f32:2000:rand:4 buf:f32:2000:rand:5 f32:0.75 i32:33
; EXEC: -mcpu=sm_80 -O2 --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 --knob pipeliner-experimental-cg=1 | peel_grid 1 32 buf:f32:2000:zero buf:f32:2000:rand:4 buf:f32:2000:rand:5 f32:0.75 i32:600
; EXEC: -mcpu=sm_80 -O2 --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 --knob pipeliner-experimental-cg=1 | peel_grid 2 32 buf:f32:2000:zero buf:f32:2000:rand:4 buf:f32:2000:rand:5 f32:0.75 i32:700
; EXEC: -mcpu=sm_80 -O2 --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 --knob pipeliner-experimental-cg=1 | peel_grid 2 32 buf:f32:2000:zero buf:f32:2000:rand:4 buf:f32:2000:rand:5 f32:0.75 i32:2000

target triple = "nvptx64-nvidia-cuda"

declare float @llvm.fma.f32(float, float, float)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()

; y[i] = fma(a, x[i], y[i]) + p where p is x[i-2] (a value carried through two PHIs);
; the sum of the new y[i] and the last x[i] are stored after the loop (live-out values:
; a header PHI's latch value and a body value)
define void @peel_acc(ptr addrspace(1) noalias %y, ptr addrspace(1) noalias %x, ptr addrspace(1) noalias %out, float %a, i32 %n) {
entry:
  %c0 = icmp sgt i32 %n, 0
  br i1 %c0, label %loop, label %exit
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %s = phi float [ 0.0, %entry ], [ %s1, %loop ]
  %p1 = phi float [ 1.0, %entry ], [ %vx, %loop ]
  %p2 = phi float [ 2.0, %entry ], [ %p1, %loop ]
  %px = getelementptr float, ptr addrspace(1) %x, i32 %i
  %py = getelementptr float, ptr addrspace(1) %y, i32 %i
  %vx = load float, ptr addrspace(1) %px
  %vy = load float, ptr addrspace(1) %py
  %f = call float @llvm.fma.f32(float %a, float %vx, float %vy)
  %r = fadd float %f, %p2
  store float %r, ptr addrspace(1) %py
  %s1 = fadd float %s, %r
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i1, %n
  br i1 %c, label %loop, label %exit
exit:
  %sf = phi float [ 0.0, %entry ], [ %s1, %loop ]
  %lx = phi float [ 0.0, %entry ], [ %vx, %loop ]
  store float %sf, ptr addrspace(1) %out
  %po1 = getelementptr float, ptr addrspace(1) %out, i32 1
  store float %lx, ptr addrspace(1) %po1
  ret void
}

; integer: out[i] = (in[i] * 2654435761) ^ h, h a running shift-add hash (a register
; recurrence) stored to out[n] after the loop
define void @peel_hash(ptr addrspace(1) noalias %out, ptr addrspace(1) noalias %in, i32 %n) {
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

; a grid-stride loop: runtime start and step
define void @peel_grid(ptr addrspace(1) noalias %y, ptr addrspace(1) noalias %x, ptr addrspace(1) noalias %z, float %a, i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %cta = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %ncta = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %base = mul i32 %cta, %ntid
  %start = add i32 %base, %tid
  %step = mul i32 %ntid, %ncta
  %c0 = icmp slt i32 %start, %n
  br i1 %c0, label %loop, label %exit
loop:
  %i = phi i32 [ %start, %entry ], [ %i1, %loop ]
  %px = getelementptr float, ptr addrspace(1) %x, i32 %i
  %pz = getelementptr float, ptr addrspace(1) %z, i32 %i
  %py = getelementptr float, ptr addrspace(1) %y, i32 %i
  %vx = load float, ptr addrspace(1) %px
  %vz = load float, ptr addrspace(1) %pz
  %r = call float @llvm.fma.f32(float %a, float %vx, float %vz)
  store float %r, ptr addrspace(1) %py
  %i1 = add i32 %i, %step
  %c = icmp slt i32 %i1, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; constant trip counts 2 and 3 (below the stage count)
define void @peel_const3(ptr addrspace(1) noalias %out, ptr addrspace(1) noalias %in) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %h = phi i32 [ 7, %entry ], [ %h2, %loop ]
  %pi = getelementptr i32, ptr addrspace(1) %in, i32 %i
  %v = load i32, ptr addrspace(1) %pi
  %x = xor i32 %v, %h
  %po = getelementptr i32, ptr addrspace(1) %out, i32 %i
  store i32 %x, ptr addrspace(1) %po
  %h1 = shl i32 %h, 3
  %h2 = add i32 %h1, %v
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i1, 3
  br i1 %c, label %loop, label %exit
exit:
  %pe = getelementptr i32, ptr addrspace(1) %out, i32 3
  store i32 %h2, ptr addrspace(1) %pe
  ret void
}

!nvvm.annotations = !{!0, !1, !2, !3}
!0 = !{ptr @peel_acc, !"kernel", i32 1}
!1 = !{ptr @peel_hash, !"kernel", i32 1}
!2 = !{ptr @peel_grid, !"kernel", i32 1}
!3 = !{ptr @peel_const3, !"kernel", i32 1}
