//! The enums of a few values that are each written by a stable,
//! untranslated name (a rule, a board, a level, a language, a game): the
//! enum, the list of its values, each value's name, `Display` as it and
//! `FromStr` by it, all from one declaration, so each name is written once.

/// Declares `enum $T` with `$T::ALL`, every value in the order given;
/// `$T::$name(self)`, the value's name; and `Display` as that name and
/// `FromStr` by it, which refuses any other text with `()`.
macro_rules! named {
    (
        $(#[$attr:meta])*
        $vis:vis enum $T:ident by $name:ident {
            $($(#[$variant_attr:meta])* $variant:ident = $text:literal,)+
        }
    ) => {
        $(#[$attr])*
        $vis enum $T {
            $($(#[$variant_attr])* $variant,)+
        }

        impl $T {
            pub const ALL: [$T; [$($text),+].len()] = [$($T::$variant),+];

            pub const fn $name(self) -> &'static str {
                match self {
                    $($T::$variant => $text,)+
                }
            }
        }

        impl std::fmt::Display for $T {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str(self.$name())
            }
        }

        impl std::str::FromStr for $T {
            type Err = ();

            fn from_str(text: &str) -> Result<$T, ()> {
                $T::ALL
                    .into_iter()
                    .find(|value| value.$name() == text)
                    .ok_or(())
            }
        }
    };
}

pub(crate) use named;
