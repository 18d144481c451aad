; Switch lowering (opt/lower_switch.c): bit-test clusters (LLVM's findBitTestClusters). A
; run of cases spanning fewer than 64 values with at most three destinations is tested
; as `v - lo u<= hi - lo` and then `(1 << (v - lo)) & mask` per destination, the one
; with the most cases first; the subtraction is left out when the values lie in
; [0, 63]; a word of 32 bits when the span allows (i64 `wide` truncates its index). Covered: a character class of one
; destination (`ws`: ' ', '\t', '\n', '\r' -- 4 compares become one range check and one
; mask test), three destinations over a negative window in i16 (`three`), a table that
; would have 3 destinations becoming a bit test (`dense3`), a range covered entirely so
; the last destination needs no test (`full`), i64 (`wide`), and a switch of two
; destinations with too few cases that stays compares (`few`). -O0 forms no bit tests.
; Each EXEC runs the ir engine against the ptx engine over 256 thread-indexed values
; around every window.
; RUN: -mcpu=sm_75 -O2 | CHECK
; RUN: -mcpu=sm_86 -O0 | O0
; EXEC: -mcpu=sm_75 -O2 | ws 1 256 buf:i32:256:zero
; EXEC: -mcpu=sm_75 -O0 | ws 1 256 buf:i32:256:zero
; EXEC: -mcpu=sm_75 -O2 | three 1 256 buf:i32:256:zero
; EXEC: -mcpu=sm_75 -O2 | dense3 1 256 buf:i32:256:zero
; EXEC: -mcpu=sm_75 -O2 | full 1 256 buf:i32:256:zero
; EXEC: -mcpu=sm_75 -O2 | wide 1 256 buf:i32:256:zero
; EXEC: -mcpu=sm_75 -O2 | few 1 256 buf:i32:256:zero
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

; CHECK-LABEL: .entry ws(
; CHECK: setp.le.u32 [[P:%p[0-9]+]], [[V:%r[0-9]+]], 32;
; CHECK: shl.b64 [[B:%rd[0-9]+]], 1, [[V]];
; CHECK: and.b64 [[M:%rd[0-9]+]], [[B]], 4294977024;
; CHECK: setp.ne.s64 {{%p[0-9]+}}, [[M]], 0;
; CHECK-NOT: setp.eq
; CHECK: ret;
; O0-LABEL: .entry ws(
; O0-NOT: shl.b64 {{%rd[0-9]+}}, 1,
; O0: ret;
define ptx_kernel void @ws(ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = add i32 %tid, -100
  switch i32 %c, label %def [
    i32 32, label %yes
    i32 9, label %yes
    i32 10, label %yes
    i32 13, label %yes
  ]
yes:
  br label %join
def:
  br label %join
join:
  %r = phi i32 [ 1, %yes ], [ 0, %def ]
  %po = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %r, ptr addrspace(1) %po, align 4
  ret void
}

; three destinations in [-20, 9] of an i16: offset by -20, a 32-bit word
; CHECK-LABEL: .entry three(
; CHECK: shl.b32 {{%r[0-9]+}}, 1,
; CHECK: and.b32 {{%r[0-9]+}}, {{%r[0-9]+}}, 33685509;
; CHECK: and.b32
; CHECK: and.b32
; CHECK-NOT: and.b32
; CHECK: ret;
define ptx_kernel void @three(ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t = trunc i32 %tid to i16
  %c = add i16 %t, -128
  switch i16 %c, label %def [
    i16 -20, label %a
    i16 -18, label %a
    i16 -3, label %a
    i16 5, label %a
    i16 -19, label %b
    i16 0, label %b
    i16 9, label %b
    i16 -1, label %d
    i16 7, label %d
  ]
a:
  br label %join
b:
  br label %join
d:
  br label %join
def:
  br label %join
join:
  %r = phi i32 [ 1, %a ], [ 2, %b ], [ 3, %d ], [ 0, %def ]
  %po = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %r, ptr addrspace(1) %po, align 4
  ret void
}

; 12 cases in [40, 51] over two destinations: a table by the density rule, a bit test here
; CHECK-LABEL: .entry dense3(
; CHECK-NOT: brx.idx
; CHECK: shl.b64 {{%rd[0-9]+}}, 1,
; CHECK: ret;
define ptx_kernel void @dense3(ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = add i32 %tid, -10
  switch i32 %c, label %def [
    i32 40, label %a
    i32 41, label %b
    i32 42, label %a
    i32 43, label %b
    i32 44, label %a
    i32 45, label %b
    i32 46, label %a
    i32 47, label %b
    i32 48, label %a
    i32 49, label %b
    i32 50, label %a
    i32 51, label %a
  ]
a:
  br label %join
b:
  br label %join
def:
  br label %join
join:
  %r = phi i32 [ 1, %a ], [ 2, %b ], [ 0, %def ]
  %po = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %r, ptr addrspace(1) %po, align 4
  ret void
}

; every value of [100, 107] is a case: one mask test, then the other destination
; (in dense3 the word starts at 0, so [0, 40) are holes and both destinations are tested)
; CHECK-LABEL: .entry full(
; CHECK: shl.b32 {{%r[0-9]+}}, 1,
; CHECK: and.b32
; CHECK-NOT: and.b32
; CHECK: ret;
define ptx_kernel void @full(ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  switch i32 %tid, label %def [
    i32 100, label %a
    i32 101, label %b
    i32 102, label %a
    i32 103, label %b
    i32 104, label %b
    i32 105, label %b
    i32 106, label %a
    i32 107, label %b
  ]
a:
  br label %join
b:
  br label %join
def:
  br label %join
join:
  %r = phi i32 [ 1, %a ], [ 2, %b ], [ 0, %def ]
  %po = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %r, ptr addrspace(1) %po, align 4
  ret void
}

; CHECK-LABEL: .entry wide(
; CHECK: sub.s64 [[O:%rd[0-9]+]], {{%rd[0-9]+}}, 4294967300;
; CHECK: setp.le.u64 {{%p[0-9]+}}, [[O]], 30;
; CHECK: cvt.u32.u64 [[I:%r[0-9]+]], [[O]];
; CHECK: shl.b32 {{%r[0-9]+}}, 1, [[I]];
; CHECK: ret;
define ptx_kernel void @wide(ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t = zext i32 %tid to i64
  %c = add i64 %t, 4294967200
  switch i64 %c, label %def [
    i64 4294967300, label %a
    i64 4294967310, label %a
    i64 4294967320, label %a
    i64 4294967330, label %a
  ]
a:
  br label %join
def:
  br label %join
join:
  %r = phi i32 [ 1, %a ], [ 0, %def ]
  %po = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %r, ptr addrspace(1) %po, align 4
  ret void
}

; two destinations, four compares: below LLVM's bar (5), no bit test (a table, as before)
; CHECK-LABEL: .entry few(
; CHECK-NOT: shl.b{{32|64}} {{%r[d0-9]+}}, 1,
; CHECK: ret;
define ptx_kernel void @few(ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  switch i32 %tid, label %def [
    i32 3, label %a
    i32 4, label %b
    i32 8, label %a
    i32 9, label %b
  ]
a:
  br label %join
b:
  br label %join
def:
  br label %join
join:
  %r = phi i32 [ 1, %a ], [ 2, %b ], [ 0, %def ]
  %po = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %r, ptr addrspace(1) %po, align 4
  ret void
}
