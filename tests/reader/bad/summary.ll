; ERROR: 2:1: module summaries are not supported
^0 = module: (path: "x", hash: (0, 0, 0, 0, 0))
