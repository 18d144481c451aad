; Switch lowering (opt/lower_switch.c): dense runs of cases become brx.idx jump tables
; (LLVM's findJumpTables rules: at least min-jump-table-entries=4 clusters, at least
; jump-table-density=10 percent of the table's entries are cases), with the range check
; kept as an explicit setp + bra to the default (an out-of-range brx.idx index is
; undefined); sparse cases stay a comparison tree. Covered: shared destinations and
; cases going straight to a phi (`dense`), a sparse switch (`sparse`), two dense runs
; plus outliers (`mixed`: two tables at -O2; at -O0 only a whole-switch table is formed,
; as in LLVM), switches on i8 with negative cases, on i16 with an offset (a bit test at
; -O2, a table at -O0) and on i64 across zero. OFF (max-jump-table-size=0) turns tables off: every switch is a tree.
; Each EXEC runs the ir engine against the ptx engine over thread-indexed inputs that
; cover every case value of the dense kernels and values outside their ranges.
; RUN: -mcpu=sm_75 -O2 | CHECK
; RUN: -mcpu=sm_86 -O0 | O0
; RUN: -mcpu=sm_90 -O2 --knob max-jump-table-size=0 | OFF
; EXEC: -mcpu=sm_75 -O2 | dense 1 256 buf:i32:256:iota buf:i32:256:zero
; EXEC: -mcpu=sm_75 -O0 | dense 1 256 buf:i32:256:iota buf:i32:256:zero
; EXEC: -mcpu=sm_75 -O2 --knob max-jump-table-size=0 | dense 1 256 buf:i32:256:iota buf:i32:256:zero
; EXEC: -mcpu=sm_75 -O2 | sparse 1 256 buf:i32:256:iota buf:i32:256:zero
; EXEC: -mcpu=sm_75 -O0 | sparse 1 256 buf:i32:256:iota buf:i32:256:zero
; EXEC: -mcpu=sm_75 -O2 | mixed 1 256 buf:i32:256:iota buf:i32:256:zero
; EXEC: -mcpu=sm_75 -O0 | mixed 1 256 buf:i32:256:iota buf:i32:256:zero
; EXEC: -mcpu=sm_75 -O2 | sw_i8 1 256 buf:i32:256:iota buf:i32:256:zero
; EXEC: -mcpu=sm_75 -O0 | sw_i8 1 256 buf:i32:256:iota buf:i32:256:zero
; EXEC: -mcpu=sm_75 -O2 | sw_i16 1 256 buf:i32:256:iota buf:i32:256:zero
; EXEC: -mcpu=sm_75 -O0 | sw_i16 1 256 buf:i32:256:iota buf:i32:256:zero
; EXEC: -mcpu=sm_75 -O2 | sw_i64 1 256 buf:i32:256:iota buf:i32:256:zero
; EXEC: -mcpu=sm_75 -O0 | sw_i64 1 256 buf:i32:256:iota buf:i32:256:zero
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

; CHECK-LABEL: .entry dense(
; CHECK: setp.gt.u32 [[P:%p[0-9]+]], [[IDX:%r[0-9]+]], 39;
; CHECK-NEXT: @[[P]] bra
; CHECK-NEXT: $L__JT{{[0-9]+_[0-9]+}}: .branchtargets
; CHECK: brx.idx [[IDX]], $L__JT
; O0-LABEL: .entry dense(
; O0: setp.gt.u32 {{%p[0-9]+}}, {{%r[0-9]+}}, 39;
; O0: brx.idx
define ptx_kernel void @dense(ptr addrspace(1) %in, ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %pi = getelementptr inbounds i32, ptr addrspace(1) %in, i32 %tid
  %x32 = load i32, ptr addrspace(1) %pi, align 4
  %xo = add i32 %x32, -40
  %x = add i32 %xo, 0
  switch i32 %x, label %def [
    i32 0, label %d0
    i32 1, label %d1
    i32 2, label %d2
    i32 3, label %d3
    i32 4, label %join
    i32 5, label %d5
    i32 6, label %d6
    i32 7, label %d0
    i32 8, label %d1
    i32 9, label %d2
    i32 10, label %d3
    i32 11, label %d4
    i32 12, label %d5
    i32 13, label %join
    i32 14, label %d0
    i32 15, label %d1
    i32 16, label %d2
    i32 17, label %d3
    i32 18, label %d4
    i32 19, label %d5
    i32 20, label %d6
    i32 21, label %d0
    i32 22, label %join
    i32 23, label %d2
    i32 24, label %d3
    i32 25, label %d4
    i32 26, label %d5
    i32 27, label %d6
    i32 28, label %d0
    i32 29, label %d1
    i32 30, label %d2
    i32 31, label %join
    i32 32, label %d4
    i32 33, label %d5
    i32 34, label %d6
    i32 35, label %d0
    i32 36, label %d1
    i32 37, label %d2
    i32 38, label %d3
    i32 39, label %d4
  ]
d0:
  %v0 = mul i32 %x32, 1
  br label %join
d1:
  %v1 = mul i32 %x32, 4
  br label %join
d2:
  %v2 = mul i32 %x32, 7
  br label %join
d3:
  %v3 = mul i32 %x32, 10
  br label %join
d4:
  %v4 = mul i32 %x32, 13
  br label %join
d5:
  %v5 = mul i32 %x32, 16
  br label %join
d6:
  %v6 = mul i32 %x32, 19
  br label %join
def:
  br label %join
join:
  %r = phi i32 [ %v0, %d0 ], [ %v1, %d1 ], [ %v2, %d2 ], [ %v3, %d3 ], [ %v4, %d4 ], [ %v5, %d5 ], [ %v6, %d6 ], [ -1, %def ], [ 77, %entry ], [ 77, %entry ], [ 77, %entry ], [ 77, %entry ]
  %po = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %r, ptr addrspace(1) %po, align 4
  ret void
}

; CHECK-LABEL: .entry sparse(
; CHECK-NOT: brx.idx
; CHECK: setp.lt.s32 {{%p[0-9]+}}, {{%r[0-9]+}}, 5000;
; CHECK-NOT: brx.idx
; CHECK: ret;
; O0-LABEL: .entry sparse(
; O0-NOT: brx.idx
; O0: ret;
define ptx_kernel void @sparse(ptr addrspace(1) %in, ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %pi = getelementptr inbounds i32, ptr addrspace(1) %in, i32 %tid
  %x32 = load i32, ptr addrspace(1) %pi, align 4
  %h = lshr i32 %x32, 1
  %hk = mul i32 %h, 1000
  %l = and i32 %x32, 1
  %hl = add i32 %hk, %l
  %xo = add i32 %hl, -3000
  %x = add i32 %xo, 0
  switch i32 %x, label %def [
    i32 0, label %d0
    i32 1000, label %d1
    i32 2000, label %d2
    i32 3000, label %d3
    i32 4000, label %d0
    i32 5000, label %d1
    i32 6000, label %d2
    i32 7000, label %d3
    i32 8000, label %d0
    i32 9000, label %d1
  ]
d0:
  %v0 = mul i32 %x32, 1
  br label %join
d1:
  %v1 = mul i32 %x32, 4
  br label %join
d2:
  %v2 = mul i32 %x32, 7
  br label %join
d3:
  %v3 = mul i32 %x32, 10
  br label %join
def:
  br label %join
join:
  %r = phi i32 [ %v0, %d0 ], [ %v1, %d1 ], [ %v2, %d2 ], [ %v3, %d3 ], [ -1, %def ]
  %po = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %r, ptr addrspace(1) %po, align 4
  ret void
}

; (block placement decides the order of the clusters' blocks, so the checks take any order)
; CHECK-LABEL: .entry mixed(
; CHECK-DAG: setp.gt.u32 {{%p[0-9]+}}, {{%r[0-9]+}}, 15;
; CHECK-DAG: setp.gt.u32 {{%p[0-9]+}}, {{%r[0-9]+}}, 19;
; CHECK-DAG: setp.eq.s32 {{%p[0-9]+}}, {{%r[0-9]+}}, 5000;
; CHECK-DAG: brx.idx
; CHECK-DAG: brx.idx
; CHECK-NOT: brx.idx
; CHECK: ret;
; O0-LABEL: .entry mixed(
; O0-NOT: brx.idx
; O0: ret;
define ptx_kernel void @mixed(ptr addrspace(1) %in, ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %pi = getelementptr inbounds i32, ptr addrspace(1) %in, i32 %tid
  %x32 = load i32, ptr addrspace(1) %pi, align 4
  %h = lshr i32 %x32, 6
  %hk = mul i32 %h, 1000
  %l = and i32 %x32, 63
  %hl = add i32 %hk, %l
  %xo = add i32 %hl, -24
  %x = add i32 %xo, 0
  switch i32 %x, label %def [
    i32 0, label %d0
    i32 1, label %d1
    i32 2, label %d2
    i32 3, label %d3
    i32 4, label %d4
    i32 5, label %d0
    i32 6, label %d1
    i32 7, label %d2
    i32 8, label %d3
    i32 9, label %d4
    i32 10, label %d0
    i32 11, label %d1
    i32 12, label %d2
    i32 13, label %d3
    i32 14, label %d4
    i32 15, label %d0
    i32 16, label %d1
    i32 17, label %d2
    i32 18, label %d3
    i32 19, label %d4
    i32 1000, label %d2
    i32 1001, label %d3
    i32 1002, label %d4
    i32 1003, label %d0
    i32 1004, label %d1
    i32 1005, label %d2
    i32 1006, label %d3
    i32 1007, label %d4
    i32 1008, label %d0
    i32 1009, label %d1
    i32 1010, label %d2
    i32 1011, label %d3
    i32 1012, label %d4
    i32 1013, label %d0
    i32 1014, label %d1
    i32 1015, label %d2
    i32 5000, label %d1
    i32 9000, label %d2
    i32 -7000, label %d3
  ]
d0:
  %v0 = mul i32 %x32, 1
  br label %join
d1:
  %v1 = mul i32 %x32, 4
  br label %join
d2:
  %v2 = mul i32 %x32, 7
  br label %join
d3:
  %v3 = mul i32 %x32, 10
  br label %join
d4:
  %v4 = mul i32 %x32, 13
  br label %join
def:
  br label %join
join:
  %r = phi i32 [ %v0, %d0 ], [ %v1, %d1 ], [ %v2, %d2 ], [ %v3, %d3 ], [ %v4, %d4 ], [ -1, %def ]
  %po = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %r, ptr addrspace(1) %po, align 4
  ret void
}

; CHECK-LABEL: .entry sw_i8(
; CHECK: setp.gt.u16 {{%p[0-9]+}}, {{%rs[0-9]+}}, 10;
; CHECK: brx.idx
; O0-LABEL: .entry sw_i8(
; O0: brx.idx
define ptx_kernel void @sw_i8(ptr addrspace(1) %in, ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %pi = getelementptr inbounds i32, ptr addrspace(1) %in, i32 %tid
  %x32 = load i32, ptr addrspace(1) %pi, align 4
  %xo = add i32 %x32, -40
  %x = trunc i32 %xo to i8
  switch i8 %x, label %def [
    i8 -30, label %d1
    i8 -29, label %d2
    i8 -28, label %d3
    i8 -27, label %d0
    i8 -26, label %d1
    i8 -24, label %d3
    i8 -23, label %d0
    i8 -22, label %d1
    i8 -21, label %d2
    i8 -20, label %d3
  ]
d0:
  %v0 = mul i32 %x32, 1
  br label %join
d1:
  %v1 = mul i32 %x32, 4
  br label %join
d2:
  %v2 = mul i32 %x32, 7
  br label %join
d3:
  %v3 = mul i32 %x32, 10
  br label %join
def:
  br label %join
join:
  %r = phi i32 [ %v0, %d0 ], [ %v1, %d1 ], [ %v2, %d2 ], [ %v3, %d3 ], [ -1, %def ]
  %po = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %r, ptr addrspace(1) %po, align 4
  ret void
}

; three destinations over 31 values: at -O2 a bit test (tests/lit/switch_bit_tests.ll)
; rather than a table; -O0 forms no bit tests
; CHECK-LABEL: .entry sw_i16(
; CHECK: setp.le.u16 {{%p[0-9]+}}, {{%rs[0-9]+}}, 30;
; CHECK-NOT: brx.idx
; CHECK: shl.b32 {{%r[0-9]+}}, 1,
; CHECK-NOT: brx.idx
; CHECK: ret;
; O0-LABEL: .entry sw_i16(
; O0: brx.idx
define ptx_kernel void @sw_i16(ptr addrspace(1) %in, ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %pi = getelementptr inbounds i32, ptr addrspace(1) %in, i32 %tid
  %x32 = load i32, ptr addrspace(1) %pi, align 4
  %xo = add i32 %x32, -40
  %x = trunc i32 %xo to i16
  switch i16 %x, label %def [
    i16 -20, label %d1
    i16 -18, label %d0
    i16 -16, label %d2
    i16 -14, label %d1
    i16 -12, label %d0
    i16 -10, label %d2
    i16 -8, label %d1
    i16 -6, label %d0
    i16 -4, label %d2
    i16 -2, label %d1
    i16 0, label %d0
    i16 2, label %d2
    i16 4, label %d1
    i16 6, label %d0
    i16 8, label %d2
    i16 10, label %d1
  ]
d0:
  %v0 = mul i32 %x32, 1
  br label %join
d1:
  %v1 = mul i32 %x32, 4
  br label %join
d2:
  %v2 = mul i32 %x32, 7
  br label %join
def:
  br label %join
join:
  %r = phi i32 [ %v0, %d0 ], [ %v1, %d1 ], [ %v2, %d2 ], [ -1, %def ]
  %po = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %r, ptr addrspace(1) %po, align 4
  ret void
}

; CHECK-LABEL: .entry sw_i64(
; CHECK: setp.gt.u64 {{%p[0-9]+}}, {{%rd[0-9]+}}, 19;
; CHECK: brx.idx
; O0-LABEL: .entry sw_i64(
; O0: brx.idx
; OFF-NOT: brx.idx
; OFF: .entry sw_i64(
; OFF-NOT: brx.idx
; OFF: ret;
define ptx_kernel void @sw_i64(ptr addrspace(1) %in, ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %pi = getelementptr inbounds i32, ptr addrspace(1) %in, i32 %tid
  %x32 = load i32, ptr addrspace(1) %pi, align 4
  %xo = add i32 %x32, -40
  %x = sext i32 %xo to i64
  switch i64 %x, label %def [
    i64 -10, label %d0
    i64 -9, label %d1
    i64 -8, label %d2
    i64 -7, label %d3
    i64 -6, label %d4
    i64 -5, label %d5
    i64 -4, label %d0
    i64 -3, label %d1
    i64 -2, label %d2
    i64 -1, label %d3
    i64 0, label %d4
    i64 1, label %d5
    i64 2, label %d0
    i64 3, label %d1
    i64 4, label %d2
    i64 5, label %d3
    i64 6, label %d4
    i64 7, label %d5
    i64 8, label %d0
    i64 9, label %d1
  ]
d0:
  %v0 = mul i32 %x32, 1
  br label %join
d1:
  %v1 = mul i32 %x32, 4
  br label %join
d2:
  %v2 = mul i32 %x32, 7
  br label %join
d3:
  %v3 = mul i32 %x32, 10
  br label %join
d4:
  %v4 = mul i32 %x32, 13
  br label %join
d5:
  %v5 = mul i32 %x32, 16
  br label %join
def:
  br label %join
join:
  %r = phi i32 [ %v0, %d0 ], [ %v1, %d1 ], [ %v2, %d2 ], [ %v3, %d3 ], [ %v4, %d4 ], [ %v5, %d5 ], [ -1, %def ]
  %po = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %r, ptr addrspace(1) %po, align 4
  ret void
}
