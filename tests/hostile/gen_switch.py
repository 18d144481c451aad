#!/usr/bin/env python3
"""gen_switch.py N dense|sparse: a kernel whose thread i stores the value of a switch over
(i * 7919) mod (3N + 8) with N cases (values 0..N-1, or spread out) into 110 destinations
and a default, merged by a phi. tests/suites/63-hostile.sh runs it through the IR
interpreter and the PTX emulator (they must agree) and times ptxas on it."""
import sys
n = int(sys.argv[1]); dense = sys.argv[2] == "dense"
print("define ptx_kernel void @k(i32 addrspace(1)* %out) {")
print("entry:")
print("  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()")
print("  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()")
print("  %b = mul i32 %ctaid, 128")
print("  %i = add i32 %tid, %b")
print("  %x = mul i32 %i, 7919")
print("  %%v = urem i32 %%x, %d" % (n * 3 + 8))
cases = []
for c in range(n):
    val = c if dense else c * 3 + (c % 5)
    cases.append("    i32 %d, label %%c%d" % (val, c % 97 if c % 11 else 97 + c % 13))
print("  switch i32 %v, label %def [")
print("\n".join(cases))
print("  ]")
for d in range(110):
    print("c%d:" % d)
    print("  br label %join")
print("def:")
print("  br label %join")
print("join:")
print("  %r = phi i32 " + ", ".join(["[ %d, %%c%d ]" % (d * 31 + 5, d) for d in range(110)] + ["[ -1, %def ]"]))
print("  %p = getelementptr i32, i32 addrspace(1)* %out, i32 %i")
print("  store i32 %r, i32 addrspace(1)* %p")
print("  ret void")
print("}")
print("declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()")
print("declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()")
