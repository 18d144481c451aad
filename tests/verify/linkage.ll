; Linkage sanity.
; EXPECT: in global @c: a common global cannot be constant
; EXPECT: in global @c: a common global needs a zero initializer
; EXPECT: in global @app: only arrays can have appending linkage
@c = common addrspace(1) constant i32 1
@app = appending addrspace(1) global i32 0
