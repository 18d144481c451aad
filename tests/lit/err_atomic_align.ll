; Atomics aligned below their size are refused with LLVM's reason (PTX atomics need
; natural alignment and there is no libatomic to fall back on), each with its location.
; ERROR: -mcpu=sm_80 | err_atomic_align.ll:8:3: error: in function @f: unsupported atomic load: instruction alignment 1 is smaller than the required 4-byte alignment for this atomic operation
; ERROR: -mcpu=sm_80 | err_atomic_align.ll:9:3: error: in function @f: unsupported atomic store: instruction alignment 2 is smaller than the required 4-byte alignment
; ERROR: -mcpu=sm_80 | err_atomic_align.ll:10:3: error: in function @f: unsupported cmpxchg: instruction alignment 4 is smaller than the required 8-byte alignment
; ERROR: -mcpu=sm_80 | err_atomic_align.ll:11:3: error: in function @f: unsupported atomicrmw xchg: instruction alignment 4 is smaller than the required 8-byte alignment
define void @f(ptr %p, i32 %v, i64 %w) {
  %l = load atomic i32, ptr %p seq_cst, align 1
  store atomic i32 %v, ptr %p seq_cst, align 2
  %c = cmpxchg ptr %p, i64 %w, i64 0 seq_cst monotonic, align 4
  %x = atomicrmw xchg ptr %p, i64 %w seq_cst, align 4
  ret void
}
