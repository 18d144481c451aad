; ERROR: 3:3: instruction 'invoke' is not supported
define void @f() personality ptr null {
  invoke void @f() to label %a unwind label %b
a:
  ret void
b:
  ret void
}
