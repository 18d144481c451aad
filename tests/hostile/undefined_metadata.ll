; HOSTILE: an attachment naming metadata that is never defined was accepted (LLVM rejects
; it: "use of undefined metadata").
; EXPECT: error: 5:31: use of undefined metadata !1000000
define void @k(i32* %p) {
  store i32 0, i32* %p, !tbaa !1000000
  ret void
}
