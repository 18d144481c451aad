; ERROR: 2:6: thread-local globals are not supported
@t = thread_local global i32 0
