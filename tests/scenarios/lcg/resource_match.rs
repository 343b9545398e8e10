//! The resource match (§4.7.3, EX-6, EX-7, T-RES-02, T-RES-03): a card of an affiliation that
//! costs something needs at least one provider of that affiliation among those used; neutral
//! cards need none, neutral providers never supply it, the affiliation card supplies its own. A
//! provider whose affiliation was not typed in is not held against the payment.

use super::harness::*;

/// LS's Deployment phase; its objectives ls-o1 neutral, ls-o2 neutral, ls-o3 Jedi (1 each).
fn ls_deployment() -> Given<Lcg> {
    let g = started().json(Value::Array(quiet_turn(true))).json(json!([
        {"type": "resolve_balance"}, next(), next(), {"type": "draw"}, next()
    ]));
    with(g, |s| {
        for (o, a) in
            s.ls.objectives
                .iter_mut()
                .zip(["neutral", "neutral", "jedi"])
        {
            o.affiliation = Some(a.into());
        }
    })
}

fn deploy(affiliation: &str, cost: i64, pay: Value) -> Value {
    json!({"type": "deploy", "unit": {"capacity": 2, "force": 1, "cost": cost,
        "affiliation": affiliation}, "pay": pay})
}

#[test]
fn ex_6_two_neutral_providers_cannot_pay_for_a_jedi_card() {
    ls_deployment()
        .when_json(deploy("jedi", 2, json!({"ls-o1": 1, "ls-o2": 1})))
        .refused_with("lcg.no_resource_match");
    // A neutral provider and a Jedi one: the Jedi objective supplies the match.
    ls_deployment()
        .when_json(deploy("jedi", 2, json!({"ls-o1": 1, "ls-o3": 1})))
        .state();
}

#[test]
fn ex_7_the_affiliation_card_supplies_the_match() {
    let t = ls_deployment().when_json(deploy("jedi", 2, json!({"ls-aff": 1, "ls-o1": 1})));
    assert_eq!(t.state().ls.units.len(), 1);
    // Another affiliation's card is not matched by the Jedi affiliation card.
    ls_deployment()
        .when_json(deploy(
            "rebel_alliance",
            2,
            json!({"ls-aff": 1, "ls-o1": 1}),
        ))
        .refused_with("lcg.no_resource_match");
}

#[test]
fn t_res_02_03_neutral_cards_and_free_cards_need_no_match() {
    ls_deployment()
        .when_json(deploy("neutral", 2, json!({"ls-o1": 1, "ls-o2": 1})))
        .state();
    ls_deployment()
        .when_json(deploy("jedi", 0, json!({})))
        .state();
}

#[test]
fn an_untyped_provider_or_card_is_not_held_against_the_payment() {
    let g = with(ls_deployment(), |s| s.ls.objectives[1].affiliation = None);
    g.when_json(deploy("jedi", 2, json!({"ls-o1": 1, "ls-o2": 1})))
        .state();
    ls_deployment()
        .when_json(
            json!({"type": "deploy", "unit": {"capacity": 2, "force": 1, "cost": 2},
            "pay": {"ls-o1": 1, "ls-o2": 1}}),
        )
        .state();
    ls_deployment()
        .when_json(deploy("hutts", 0, json!({})))
        .refused_with("lcg.unknown_affiliation");
}
