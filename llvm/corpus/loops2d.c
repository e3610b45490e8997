// Two-dimensional loops as people write them: clang 19 -O3 hoists the compares of the loop
// bounds into the nest's preheader, each read by one exit test inside it, so without moving
// them their predicates stay live through the whole nest.

//@ contract transpose_f32(out: f32[rows*cols], in: f32[rows*cols], rows: 0..=20, cols: 0..=20)
void transpose_f32(float *restrict out, const float *restrict in, int rows, int cols) {
  for (int r = 0; r < rows; r++)
    for (int c = 0; c < cols; c++) out[c * rows + r] = in[r * cols + c];
}

//@ contract scale_rows_f32(a: f32[rows*cols], s: f32[rows], rows: 0..=20, cols: 0..=40)
void scale_rows_f32(float *restrict a, const float *restrict s, int rows, int cols) {
  for (int r = 0; r < rows; r++)
    for (int c = 0; c < cols; c++) a[r * cols + c] *= s[r];
}
