//! Short English texts for components and their effects, shared by the
//! generated component documentation and every user interface.

use crate::catalog::*;
use crate::state::{Phase, ScoreCategory};
use crate::types::*;
use std::fmt;

fn plural(n: impl Into<i64>, one: &str, many: &str) -> String {
    let n = n.into();
    format!("{n} {}", if n == 1 { one } else { many })
}

impl Resource {
    pub const fn name(self) -> &'static str {
        match self {
            Resource::Water => "water",
            Resource::Date => "date",
            Resource::Dinar => "dinar",
        }
    }
}

impl Stair {
    pub const fn name(self) -> &'static str {
        match self {
            Stair::Palace => "palace",
            Stair::Mosque => "mosque",
        }
    }
}

impl ScrollType {
    pub const fn name(self) -> &'static str {
        match self {
            ScrollType::Gray => "gray",
            ScrollType::Yellow => "yellow",
            ScrollType::Pink => "pink",
            ScrollType::Orange => "orange",
        }
    }
}

impl LuxuryKind {
    pub const fn name(self) -> &'static str {
        match self {
            LuxuryKind::Slipper => "slipper",
            LuxuryKind::Tajine => "tajine",
            LuxuryKind::Dagger => "dagger",
            LuxuryKind::OilLamp => "oil lamp",
            LuxuryKind::Necklace => "necklace",
            LuxuryKind::HuntingFalcon => "hunting falcon",
            LuxuryKind::RacingSaddle => "racing saddle",
        }
    }
}

impl SaharaPath {
    pub const fn name(self) -> &'static str {
        match self {
            SaharaPath::Left => "left path",
            SaharaPath::Right => "right path",
            SaharaPath::StartOasis => "start-oasis path",
        }
    }
}

impl Phase {
    pub const fn name(self) -> &'static str {
        match self {
            Phase::Setup => "Setup",
            Phase::Selection => "Secret selection",
            Phase::PlaceAssistants => "Placing assistants",
            Phase::Claim => "Claiming keshis",
            Phase::Exchange => "Deploying claimed keshis",
            Phase::UseAssistants => "Using assistants",
            Phase::RiverBonus => "River bonus",
            Phase::SeasonScoring => "Season scoring",
            Phase::ProvisionReveal => "New provision tile",
            Phase::GameOver => "Game over",
        }
    }
}

impl ScoreCategory {
    pub const fn name(self) -> &'static str {
        match self {
            ScoreCategory::Start => "start",
            ScoreCategory::Deployment => "deployment bonuses",
            ScoreCategory::River => "river / jetty",
            ScoreCategory::Staircases => "staircases",
            ScoreCategory::MainSquare => "main square",
            ScoreCategory::LuxuryGoods => "luxury goods",
            ScoreCategory::CityGates => "city gates",
            ScoreCategory::Scrolls => "scrolls",
            ScoreCategory::OasesDuringGame => "oases (in game)",
            ScoreCategory::Rapids => "rapids",
            ScoreCategory::RiverTiles => "river tiles",
            ScoreCategory::Provisioning => "provisioning",
            ScoreCategory::CompleteSectors => "complete sectors",
            ScoreCategory::Oases => "oases (final)",
            ScoreCategory::Resources => "resources left",
            ScoreCategory::ExchangeOffices => "exchange offices",
            ScoreCategory::DesertTowns => "desert towns",
            ScoreCategory::CamelRace => "camel race",
            ScoreCategory::Paschabot => "Paschabot actions",
            ScoreCategory::PaschabotSectors => "Paschabot sectors",
        }
    }
}

impl fmt::Display for Bonus {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let s = match *self {
            Bonus::Points { n } => plural(n, "point", "points"),
            Bonus::Resources {
                water,
                dates,
                dinars,
            } => Resources::new(water as u16, dates as u16, dinars as u16).to_string(),
            Bonus::AnyResources { n } => {
                format!("{} of your choice", plural(n, "resource", "resources"))
            }
            Bonus::Goods { n } => {
                format!("{} (one colour)", plural(n, "goods keshi", "goods keshis"))
            }
            Bonus::Keshi { colour } => format!("1 {colour} keshi"),
            Bonus::AnyKeshis { n: 1 } => "1 keshi of any colour".into(),
            Bonus::AnyKeshis { n } => format!("{n} keshis of one colour of your choice"),
            Bonus::RiverSteps { n } => plural(n, "river step", "river steps"),
            Bonus::StairSteps { stair, n } => format!(
                "{} on the {} staircase",
                plural(n, "step", "steps"),
                stair.name()
            ),
            Bonus::EitherStair { n } => format!(
                "{} on the palace or the mosque staircase",
                plural(n, "step", "steps")
            ),
        };
        f.write_str(&s)
    }
}

impl Perk {
    /// What the lasting ability does.
    pub const fn description(self) -> &'static str {
        match self {
            Perk::ThresholdWater => "+1 water at every staircase threshold",
            Perk::ThresholdDate => "+1 date at every staircase threshold",
            Perk::ThresholdDinar => "+1 dinar at every staircase threshold",
            Perk::ThresholdRiverStep => "+1 river step at every staircase threshold",
            Perk::RapidOnCrossing => "a rapid's bonus at once when crossing it",
            Perk::ExchangeExtraResource => "+1 resource of choice per exchange",
            Perk::FreeCheapGate => "gates from the 0-dinar workshop lose no points",
            Perk::DatesAsWater => "date orchard: dates may be taken as water",
            Perk::DatesAsDinars => "date orchard: dates may be taken as dinars",
            Perk::DatesAsPoints => "date orchard: dates may be taken as points",
            Perk::StairStepsForDates => "staircases: buy extra steps, 1 date each",
            Perk::StairStepsForWater => "staircases: buy extra steps, 1 water each",
            Perk::RapidsAtSeasonScoring => "season scoring: a bonus from every crossed rapid",
            Perk::MainSquareTwoPointsField => {
                "main square: 2 points per spectator at the 2-point field"
            }
            Perk::ExtraSpectator => "+1 spectator in every disc section",
            Perk::GateDiscount => "city gates cost 1 dinar less",
            Perk::DatesAndWaterAsDinars => "pay dinars with dates or water",
            Perk::SeveralLuxuryGoods => "several luxury goods per souk assistant",
            Perk::ExtraVendorWater => "2 water per water vendor instead of 1",
            Perk::GateAnyKeshi => "a keshi of any colour with each gate",
            Perk::ProvisionAlternative => "provisioning: 1 dinar + 1 resource per tile",
            Perk::OasisForOneResource => "oases cost 1 resource of choice",
            Perk::SeveralExchanges => "several exchanges per souk assistant",
            Perk::ExtraStairStep => "+1 step on every staircase move",
            Perk::MosqueFinalDouble => "2 points per step beyond the mosque",
            Perk::VendorPoints => "+2 points with each water vendor's water",
            Perk::OneSpectatorBonuses => "main square: all 1-spectator fields' bonuses too",
            Perk::PalaceFinalDouble => "2 points per step beyond the palace",
            Perk::EntertainerNeighbours => {
                "new entertainers also get both neighbour fields' bonuses"
            }
            Perk::JettyDouble => "2 points per river step beyond the jetty",
            Perk::SoukWaterVendor => "water vendor in the souk",
            Perk::DoubleRapidBonuses => "rapid bonuses twice",
            Perk::ClaimAnyTwo => "claim any 2 keshis, of one colour or of two",
            Perk::TwoLineBonuses => "2 different line bonuses per threshold",
            Perk::MainSquareTwice => "main-square action twice in a row",
            Perk::GateTwoKeshis => "2 keshis with every gate",
            Perk::ScoreOasisOnDiscovery => "score each oasis once when discovered",
            Perk::AllRapidBonuses => "round end: bonuses of all crossed rapids",
        }
    }
}

impl fmt::Display for ScrollEffect {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let s = match *self {
            ScrollEffect::DeployKeshi { colour } => format!("deploy 1 {colour} keshi"),
            ScrollEffect::GainResources { resources } => format!("gain {resources}"),
            ScrollEffect::AnyKeshi { times } => format!(
                "deploy {}",
                plural(times, "keshi of any colour", "keshis of any colours")
            ),
            ScrollEffect::GoodsKeshis { colours: [a, b] } if a == b => {
                format!("goods keshis: 2 {a}")
            }
            ScrollEffect::GoodsKeshis { colours: [a, b] } => {
                format!("goods keshis: 1 {a} + 1 {b}")
            }
            ScrollEffect::ThreeSpectatorBonuses => "3x the bonus of every 3-spectator field".into(),
            ScrollEffect::AnySectorAction => "a sector action of your choice".into(),
            ScrollEffect::ThreeStepsBothStairs => "3 steps on both staircases".into(),
            ScrollEffect::SoukWaterVendor => "water vendor in the souk + 3 water".into(),
            ScrollEffect::OrangeScrollForDate => "pay 1 date: take an orange scroll".into(),
            ScrollEffect::AllLineBonuses => "all bonuses on your pawns' line".into(),
            ScrollEffect::ClaimThreeOases => "claim 3 discovered oases for free".into(),
            ScrollEffect::KeshiAndSectorAction => "any keshi, then its sector's action".into(),
            ScrollEffect::AllEntertainers => "every entertainer's bonus x its spectators".into(),
            ScrollEffect::ScoreClaimedOasis => "score one claimed oasis now".into(),
            ScrollEffect::ResourcesForPoints { points_each } => {
                format!("return resources for {points_each} points each")
            }
            ScrollEffect::Perk { perk } => format!("lasting: {}", perk.description()),
        };
        f.write_str(&s)
    }
}

impl OasisEffect {
    /// What the oasis scores in a game of this edition (oases 27/28 differ,
    /// R1); `None` names both editions.
    pub fn description(&self, edition: Option<Edition>) -> String {
        match self {
            OasisEffect::GatePoints { colours, points } => format!(
                "{points} per {} gate",
                colours
                    .iter()
                    .map(|c| c.name())
                    .collect::<Vec<_>>()
                    .join("/")
            ),
            OasisEffect::KeshiCount { colour, base } => format!("{base} + 1 per {colour} keshi"),
            OasisEffect::LuxuryPoints { luxury, points } => {
                format!("{points} per {}", luxury.name())
            }
            OasisEffect::ReturnResource {
                resource,
                base,
                max,
            } => format!("{base} + 1 per {} returned (max {max})", resource.name()),
            OasisEffect::PerLuxuryGood { base } => format!("{base} + 1 per luxury good"),
            OasisEffect::PerScroll { base } => format!("{base} + 1 per scroll"),
            OasisEffect::SparseSectors { points, max_keshis } => {
                format!("{points} per sector with at most {max_keshis} keshis")
            }
            OasisEffect::CompleteSectors { points } => format!("{points} per complete sector"),
            OasisEffect::PerClaimedOasis { points } => format!("{points} per claimed oasis"),
            OasisEffect::FinalSpace {
                classic,
                essential,
                points,
            } => match edition {
                Some(Edition::Classic) => {
                    format!("{points} if on the {} final space", classic.name())
                }
                Some(Edition::Essential) => {
                    format!("{points} if on the {} final space", essential.name())
                }
                None => format!(
                    "{points} for the final space: Classic {}, Essential {}",
                    classic.name(),
                    essential.name()
                ),
            },
            OasisEffect::Thresholds { min, points } => {
                format!("{points} for {min}+ thresholds crossed")
            }
            OasisEffect::Jetty { points } => format!("{points} if docked at the jetty at the end"),
            OasisEffect::LuxuryKinds { points } => format!(
                "by kinds of luxury good: {}",
                points
                    .iter()
                    .enumerate()
                    .map(|(i, n)| format!("{} -> {n}", i + 1))
                    .collect::<Vec<_>>()
                    .join(", ")
            ),
            OasisEffect::LuxuryPairs { points, max } => {
                format!("{points} per kind of luxury good owned twice (max {max})")
            }
            OasisEffect::LuxuryPointsCapped {
                luxury,
                points,
                max,
            } => format!("{points} per {} (max {max})", luxury.name()),
            OasisEffect::CamelSteps { steps, max } => {
                format!("1 per {steps} steps of your camel on the race track (max {max})")
            }
            OasisEffect::PerNomad { points, max } => {
                format!("{points} per nomad on your board (max {max})")
            }
        }
    }
}

impl fmt::Display for TileReward {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let s = match *self {
            TileReward::SectorAction => "a sector action of your choice".into(),
            TileReward::BonusOasis => "one of the leftover oases".into(),
            TileReward::AnyKeshis { count } => {
                format!("{} of any colour", plural(count, "keshi", "keshis"))
            }
            TileReward::Points { points } => plural(points, "point", "points"),
            TileReward::AnyResources { count } => {
                format!("{} of your choice", plural(count, "resource", "resources"))
            }
            TileReward::WaterVendor => "a water vendor".into(),
            TileReward::CrocodileStart => "start next season on the crocodile".into(),
            TileReward::GoodsSet => "1 goods keshi of each colour".into(),
            TileReward::StairSteps { steps } => {
                format!("{} on a staircase", plural(steps, "step", "steps"))
            }
            TileReward::PointsPerGate { points } => format!("{points} point(s) per city gate"),
            TileReward::PointsPerKeshi { colour, points } => {
                format!("{points} point(s) per {colour} keshi")
            }
            TileReward::KeshiOfColours { colours } => {
                format!("1 keshi: {}", colours.map(|c| c.name()).join("/"))
            }
            TileReward::Resources { resources } => resources.to_string(),
            TileReward::ClaimFreeOases { count } => {
                format!("claim {} free", plural(count, "oasis", "oases"))
            }
            TileReward::MainSquareActions { times } => format!("{times} main-square actions"),
            TileReward::ResourcesPerKeshi { colour, resources } => {
                format!("{resources} per {colour} keshi")
            }
            TileReward::PointsPerKeshis { divisor } => {
                format!("1 point per {divisor} keshis on your board")
            }
            TileReward::PointsPerLuxuryGood { points } => {
                format!("{points} points per luxury good")
            }
        };
        f.write_str(&s)
    }
}

impl fmt::Display for RiverTileBonus {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RiverTileBonus::Single { reward } => write!(f, "1st: {reward}"),
            RiverTileBonus::Ranked { first, second } => write!(f, "1st: {first}; 2nd: {second}"),
            RiverTileBonus::Choice { a, b } => {
                write!(f, "1st chooses {a} or {b}; 2nd the other")
            }
        }
    }
}

impl fmt::Display for FalconBonus {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            FalconBonus::Nomad => f.write_str("a nomad deployed for free"),
            FalconBonus::ExchangeKeshi => f.write_str("exchange 1 keshi"),
            FalconBonus::SwapResources => f.write_str("swap any of your resources for others"),
            FalconBonus::MainSquareField { times } => {
                write!(f, "any main-square field's bonus x {times}")
            }
            FalconBonus::Steps { n } => {
                write!(
                    f,
                    "{n} steps on the river, palace or mosque (by the keshi returned)"
                )
            }
        }
    }
}

impl LuxuryDef {
    /// "slipper: 1 orange -> 2 points + 1 water".
    pub fn description(&self) -> String {
        let cost: Vec<String> = Colour::GOODS
            .iter()
            .zip(self.cost)
            .filter(|(_, n)| *n > 0)
            .map(|(c, n)| format!("{n} {c}"))
            .collect();
        let mut cost = cost.join(" + ");
        let mut gain = plural(self.points, "point", "points");
        if self.reward.total() > 0 {
            gain = format!("{gain} + {}", self.reward);
        }
        if let Some(f) = self.falcon {
            let keshi: Vec<&str> = f.keshi.iter().map(|c| c.name()).collect();
            cost = format!("{cost} + 1 {} keshi of the board", keshi.join("/"));
            gain = format!("{gain} + {}", f.bonus);
        }
        if let Some(s) = self.saddle {
            gain = format!(
                "{gain} + camel {} steps (without the camel race: claim an oasis, {} resources less)",
                s.camel_steps, s.oasis_discount
            );
        }
        format!("{}: {cost} -> {gain}", self.luxury.name())
    }
}

impl crate::catalog::special_buildings::Ability {
    /// The building's English name.
    pub const fn building_name(&self) -> &'static str {
        use crate::catalog::special_buildings::Ability::*;
        match self {
            DateStore { .. } => "Date store",
            Library { .. } => "Library",
            PracticeRoom { .. } => "Practice room",
            Boathouse => "Boathouse",
            Barracks { .. } => "Barracks",
            HouseOfPrayer { .. } => "House of prayer",
            CamelStable { .. } => "Camel stable",
            Pavilion { .. } => "Pavilion",
        }
    }
}

impl fmt::Display for crate::catalog::special_buildings::Ability {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use crate::catalog::special_buildings::Ability::*;
        let s = match *self {
            DateStore { discount, .. } => format!(
                "before the start 1 keshi drawn onto the oasis bonus track; a luxury good of a kind you do not own yet costs {} less",
                plural(discount, "goods keshi", "goods keshis")
            ),
            Library { dates, .. } => format!(
                "at the start of season 1/2/3 a yellow/pink/orange scroll from a stack (scholars needed in seasons 2 and 3) for {}/{}/{} dates",
                dates[0], dates[1], dates[2]
            ),
            PracticeRoom { pink, .. } => format!(
                "the new audience disc ({} spectators)",
                pink.iter().map(|n| *n as u32).sum::<u32>()
            ),
            Boathouse => "every season your fisherman starts on the crocodile space".into(),
            Barracks { workshop, points } => format!(
                "before the start a city gate of workshop {} for 0 dinars; +{} per gate bought",
                workshop + 1,
                plural(points, "point", "points")
            ),
            HouseOfPrayer { points } => format!(
                "+{} on entering a new mosque segment",
                plural(points, "point", "points")
            ),
            CamelStable { discount } => format!(
                "oases cost {} of your choice less",
                plural(discount, "resource", "resources")
            ),
            Pavilion { luxury, resources } => format!(
                "before the start a free {}; +{} of your choice on entering a new palace segment",
                luxury.name(),
                plural(resources, "resource", "resources")
            ),
        };
        f.write_str(&s)
    }
}

impl crate::catalog::special_buildings::BuildingDef {
    /// "Date store: green keshi, 1 water + 2 dates".
    pub fn description(&self, front: bool) -> String {
        let mut s = format!(
            "{}: {} keshi, {}, a yellow scroll",
            self.ability.building_name(),
            self.keshi,
            self.resources
        );
        if front {
            s = format!("{s}; {}", self.ability);
        }
        s
    }
}
