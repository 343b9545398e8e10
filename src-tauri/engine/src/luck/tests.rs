use super::sum::{exact, float, normal};
use super::*;

fn dice(success: u32, faces: u32, count: u32) -> Dice {
    Dice {
        success,
        faces,
        count,
    }
}

/// Half an attack die's faces succeed (crit, strike ×3 of 8); a third of a defense die's (block ×2
/// of 6).
const ATTACK: (u32, u32) = (1, 2);
const DEFENSE: (u32, u32) = (1, 3);

fn exact_of(d: &[Dice], k: u32) -> String {
    place(d, k).exact.map(|r| r.to_string()).unwrap_or_default()
}

#[test]
fn two_attack_dice_worked_by_hand() {
    // 0, 1, 2 successes with 1/4, 1/2, 1/4. Below 0: nothing, half of 1/4 → 1/8; below 1: 1/4,
    // half of 1/2 → 1/2; below 2: 3/4, half of 1/4 → 7/8.
    let d = [dice(ATTACK.0, ATTACK.1, 2)];
    assert_eq!(exact_of(&d, 0), "1/8");
    assert_eq!(exact_of(&d, 1), "1/2");
    assert_eq!(exact_of(&d, 2), "7/8");
    assert_eq!(place(&d, 2).method, Method::Exact);
}

#[test]
fn an_attack_die_and_a_defense_die_worked_by_hand() {
    // P(0) = 1/2·2/3 = 1/3, P(2) = 1/2·1/3 = 1/6, P(1) = 1/2. Two successes: 1/3 + 1/2 + 1/12
    // = 11/12; one: 1/3 + 1/4 = 7/12; none: 1/6. Expected 1/2 + 1/3 = 5/6.
    let d = [dice(ATTACK.0, ATTACK.1, 1), dice(DEFENSE.0, DEFENSE.1, 1)];
    assert_eq!(exact_of(&d, 2), "11/12");
    assert_eq!(exact_of(&d, 1), "7/12");
    assert_eq!(exact_of(&d, 0), "1/6");
    let mut t = Tally::default();
    t.add("0", 4, 8, 1, 1);
    t.add("0", 2, 6, 1, 1);
    let l = evening(&t);
    assert_eq!(l[0].expected_exact.as_deref(), Some("5/6"));
    assert_eq!(l[0].percentile_exact.as_deref(), Some("11/12"));
    assert_eq!((l[0].dice, l[0].rolled), (2, 2));
}

#[test]
fn the_whole_distribution_lies_below_one_more_than_every_die() {
    // Past the largest total, every outcome is below: the distribution sums to exactly 1.
    let d = [dice(1, 2, 40), dice(1, 3, 30), dice(1, 6, 20)];
    assert_eq!(exact_of(&d, 91), "1/1");
    assert_eq!(exact_of(&d, 200), "1/1");
}

#[test]
fn the_percentile_rises_with_the_total_and_stays_between_zero_and_one() {
    for d in [
        vec![dice(1, 2, 7)],
        vec![dice(1, 2, 30), dice(1, 3, 20)],
        vec![dice(1, 2, 300), dice(1, 3, 200)],
    ] {
        let max: u32 = d.iter().map(|x| x.count).sum();
        let mut last = -1.0;
        for k in 0..=max + 1 {
            let p = place(&d, k).percentile;
            assert!((0.0..=1.0).contains(&p), "{p}");
            assert!(p >= last, "{k}: {p} < {last}");
            last = p;
        }
        assert_eq!(place(&d, max + 1).percentile, 1.0);
    }
}

#[test]
fn float_and_exact_agree_where_both_can_answer() {
    let d = [dice(1, 2, 100), dice(1, 3, 60), dice(1, 6, 20)];
    for k in [0, 40, 60, 71, 80, 120, 180] {
        let e = exact(&d, k).unwrap().percentile;
        let f = float(&d, k).percentile;
        assert!((e - f).abs() < 1e-12, "{k}: {e} vs {f}");
    }
}

#[test]
fn the_normal_curve_stays_within_a_tenth_of_a_point_at_its_size() {
    let d = [dice(1, 2, 30_000), dice(1, 3, 20_000)];
    let mean = 15_000 + 6_667;
    for k in [mean - 200, mean - 50, mean, mean + 30, mean + 150] {
        let f = float(&d, k).percentile;
        let n = normal(&d, k).percentile;
        assert!((f - n).abs() < 1e-3, "{k}: {f} vs {n}");
    }
}

#[test]
fn each_size_takes_its_way_and_the_largest_stays_cheap() {
    assert_eq!(place(&[dice(1, 2, 250)], 125).method, Method::Exact);
    assert_eq!(place(&[dice(1, 2, 251)], 125).method, Method::Float);
    assert_eq!(
        place(&[dice(1, 2, 5_000), dice(1, 3, 5_000)], 4_000).method,
        Method::Float
    );
    // Far past the float work: answered in constant time.
    let huge = [
        dice(1, 2, u32::MAX),
        dice(1, 3, u32::MAX),
        dice(1, 6, u32::MAX),
    ];
    let p = place(&huge, u32::MAX);
    assert_eq!(p.method, Method::Normal);
    assert!((0.0..=1.0).contains(&p.percentile));
}

#[test]
fn sure_and_impossible_chances_shift_or_vanish() {
    // Two dice that always succeed and three that never do, beside one fair die: the sum is
    // 2 + a fair coin.
    let d = [dice(1, 1, 2), dice(0, 1, 3), dice(1, 2, 1)];
    assert_eq!(exact_of(&d, 1), "0/1");
    assert_eq!(exact_of(&d, 2), "1/4");
    assert_eq!(exact_of(&d, 3), "3/4");
    assert_eq!(exact_of(&[dice(1, 1, 4)], 4), "1/2");
    assert_eq!(exact_of(&[], 0), "1/2");
}

#[test]
fn a_tally_keeps_chances_in_lowest_terms_and_players_apart() {
    let mut t = Tally::default();
    t.add("empire", 4, 8, 3, 2);
    t.add("rebels", 1, 6, 2, 0);
    t.add("empire", 3, 6, 2, 1);
    t.add("empire", 2, 0, 5, 5); // a die of no faces is no die
    t.add("empire", 9, 6, 1, 4); // more successes than faces or dice are clamped
    assert_eq!(t.players.len(), 2);
    let e = &t.players[0];
    assert_eq!(e.player, "empire");
    assert_eq!(e.dice, vec![dice(1, 2, 5), dice(1, 1, 1)]);
    assert_eq!(e.rolled, 4);
}

#[test]
fn a_throw_counts_the_faces_that_hit_on_the_table_and_the_roll() {
    use crate::dice::Symbol;
    let mut t = Tally::default();
    let table = Symbol::list("infantry infantry vehicle explosion miss retreat");
    let hits = Symbol::list("infantry explosion");
    let hits_infantry = |s| hits.contains(&s);
    t.throw(
        "rebels",
        &table,
        &Symbol::list("infantry miss explosion"),
        hits_infantry,
    );
    assert_eq!(t.players[0].dice, vec![dice(1, 2, 3)]);
    assert_eq!(t.players[0].rolled, 2);
}

#[test]
fn the_report_says_each_player_in_english() {
    let mut t = Tally::default();
    t.add("table", 1, 2, 2, 2);
    let l = lines(&t, "luck.successes", |_| "The table".into());
    assert_eq!(
        l,
        vec![
            "The table: 2 successes rolled, 1 expected: luckier than 87.5% of evenings like \
             this one."
                .to_string()
        ]
    );
}
