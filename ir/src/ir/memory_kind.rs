//! What kind of memory a surface is (buffer, SLM, stateless, image of some dimension): the
//! fact that decides which messages may touch it.

use crate::types::{ChannelMask, ScalarType};

/// Dimensionality of a typed image.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ImageDim {
    /// `image1d`: U only.
    D1,
    /// `image2d`: U, V.
    D2,
    /// `image3d`: U, V, R.
    D3,
}

impl ImageDim {
    /// Number of coordinates (1, 2 or 3).
    pub fn coords(self) -> usize {
        match self {
            ImageDim::D1 => 1,
            ImageDim::D2 => 2,
            ImageDim::D3 => 3,
        }
    }
}

/// What kind of memory a surface is, which decides the messages that may touch it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SurfaceKind {
    /// A binding-table buffer addressed by 32-bit byte offsets.
    Untyped,
    /// Shared local memory (vISA `%slm`, T0).
    Slm,
    /// Stateless global memory (vISA `%scratch`, T5, BTI 255).
    Stateless,
    /// A typed image: `image2d<rgba, f32>` has 4 channels of f32 per pixel.
    Image {
        /// 1D, 2D or 3D.
        dim: ImageDim,
        /// Channels stored per pixel (RGBA order).
        channels: ChannelMask,
        /// Element type of each channel as the shader sees it.
        elem: ScalarType,
    },
}

impl SurfaceKind {
    /// True for typed images.
    pub fn is_image(self) -> bool {
        matches!(self, SurfaceKind::Image { .. })
    }
}
