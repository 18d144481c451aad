; The ir engine's raw speed: one long integer loop per thread (an LCG with a xorshift),
; run by tests/bench/interp.sh on the ir engine and, for comparison, llc-14's PTX of it on
; the ptx engine.
target triple = "nvptx64-nvidia-cuda"
define void @k(i32 addrspace(1)* %out, i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [0, %entry], [%i1, %loop]
  %acc = phi i32 [1, %entry], [%acc2, %loop]
  %m = mul i32 %acc, 1664525
  %acc1 = add i32 %m, 1013904223
  %x = lshr i32 %acc1, 7
  %acc2 = xor i32 %acc1, %x
  %i1 = add nsw i32 %i, 1
  %c = icmp slt i32 %i1, %n
  br i1 %c, label %loop, label %done
done:
  store i32 %acc2, i32 addrspace(1)* %out
  ret void
}
!nvvm.annotations = !{!0}
!0 = !{void (i32 addrspace(1)*, i32)* @k, !"kernel", i32 1}
