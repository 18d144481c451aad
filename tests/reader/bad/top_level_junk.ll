; ERROR: 2:1: expected a top-level entity, found 'frobnicate'
frobnicate
