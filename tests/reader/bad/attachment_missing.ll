; ERROR: 4:3: expected metadata, found 'ret'
define void @f() {
  %y = call i32 asm "", "=r"(), !srcloc
  ret void
}
