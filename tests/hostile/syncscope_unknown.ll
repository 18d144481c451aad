; HOSTILE: an unknown sync scope silently became system scope. Scopes come from one table
; (NV_SYNC_SCOPES); any other name is an error.
; EXPECT: error: 5:3: .*unknown syncscope "galaxy"
define void @k(i32* %p) {
  %v = load atomic i32, i32* %p syncscope("galaxy") monotonic, align 4
  store i32 %v, i32* %p
  ret void
}
