//! Folding text for search: lower case, Polish and other Latin diacritics removed, so
//! "zmeczenie" finds "Zmęczenie" and "Łódź" matches "lodz". SQLite's own folding does not know
//! that "ł" is an "l" (it has no Unicode decomposition), so Datapad folds before indexing.

pub fn fold(text: &str) -> String {
    text.chars()
        .flat_map(char::to_lowercase)
        .map(base)
        .collect()
}

fn base(c: char) -> char {
    match c {
        'ą' | 'à' | 'á' | 'â' | 'ã' | 'ä' | 'å' => 'a',
        'ć' | 'ç' | 'č' => 'c',
        'ę' | 'è' | 'é' | 'ê' | 'ë' | 'ě' => 'e',
        'ł' => 'l',
        'ń' | 'ñ' | 'ň' => 'n',
        'ó' | 'ò' | 'ô' | 'õ' | 'ö' => 'o',
        'ś' | 'š' => 's',
        'ź' | 'ż' | 'ž' => 'z',
        'ì' | 'í' | 'î' | 'ï' => 'i',
        'ù' | 'ú' | 'û' | 'ü' | 'ů' => 'u',
        'ý' | 'ÿ' => 'y',
        'ř' => 'r',
        'ď' => 'd',
        'ť' => 't',
        // Typographic quotes and dashes search like their plain forms.
        '’' | '‘' => '\'',
        '–' | '—' => '-',
        c => c,
    }
}

#[cfg(test)]
mod tests {
    use super::fold;

    #[test]
    fn polish_letters_fold_to_ascii() {
        assert_eq!(fold("Zmęczenie"), "zmeczenie");
        assert_eq!(fold("ŁÓDŹ żółć"), "lodz zolc");
        assert_eq!(fold("Przyczajenie"), "przyczajenie");
    }
}
