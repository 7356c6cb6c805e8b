import type { CategorySpec } from '../taxonomy-types';

/** Structural and envelope materials: lumber, drywall, concrete, roofing, insulation, siding. */
export const structureCategories: readonly CategorySpec[] = [
  {
    slug: 'lumber-composites',
    name: 'Lumber & Composites',
    brands: ['Cascadia Timber', 'Pacific Ridge Wood Products', 'Evergreen Panels', 'TimberPro Mills'],
    palette: ['#c8a165', '#b8864b', '#d9b97f', '#a87b45', '#7f8f4e'],
    attributes: [
      { code: 'species', name: 'Species', options: ['Douglas Fir', 'Spruce-Pine-Fir', 'Southern Yellow Pine', 'Hem-Fir', 'Western Red Cedar'] },
      { code: 'grade', name: 'Grade', options: ['Select Structural', '#1', '#2', 'Stud', 'Appearance'] },
      { code: 'nominal_size', name: 'Nominal Size', options: ['1x4', '1x6', '2x4', '2x6', '2x8', '2x10', '2x12', '4x4', '6x6'] },
      { code: 'length', name: 'Length', options: ['8 ft', '10 ft', '12 ft', '14 ft', '16 ft', '20 ft'] },
      { code: 'thickness', name: 'Thickness', options: ['1/4 in', '3/8 in', '1/2 in', '5/8 in', '3/4 in'] },
      { code: 'panel_size', name: 'Panel Size', options: ['4 ft x 8 ft', '4 ft x 9 ft', '4 ft x 10 ft'] },
      { code: 'treatment', name: 'Treatment', options: ['Kiln Dried', 'Above Ground', 'Ground Contact'] },
    ],
    subCategories: [
      {
        slug: 'dimensional-lumber',
        name: 'Dimensional Lumber',
        use: 'wall framing, floor systems and rafters',
        features: ['Graded and stamped for structural use', 'Kiln dried to 19% moisture or less', 'Eased edges for easier handling', 'Straight, consistent dimensions'],
        products: [
          { noun: 'Framing Lumber', lines: ['Kiln-Dried', 'Premium', 'Construction', 'Structural'], unit: 'piece', priceCents: [450, 1400], variesBy: [{ code: 'nominal_size', options: ['2x4', '2x6', '2x8', '2x10', '2x12'] }, { code: 'length', options: ['8 ft', '10 ft', '12 ft', '16 ft'] }], fixed: [{ code: 'species', options: ['Douglas Fir', 'Spruce-Pine-Fir', 'Southern Yellow Pine', 'Hem-Fir'] }, { code: 'grade', options: ['Select Structural', '#1', '#2'] }], picture: 'planks', minimumOrders: [1, 10, 25] },
          { noun: 'Stud', lines: ['Precut', 'Kiln-Dried', 'Premium'], unit: 'piece', priceCents: [350, 900], variesBy: [{ code: 'nominal_size', options: ['2x4', '2x6'] }, { code: 'length', options: ['8 ft', '10 ft'] }], fixed: [{ code: 'grade', options: ['Stud', '#2'] }], picture: 'planks', minimumOrders: [1, 20, 50] },
        ],
      },
      {
        slug: 'plywood',
        name: 'Plywood',
        use: 'sheathing, subfloors, cabinets and shelving',
        features: ['Exterior glue for weather exposure during construction', 'Cross-laminated veneers resist warping', 'APA-rated span markings', 'Sanded face ready for finishing'],
        products: [
          { noun: 'Sanded Plywood', lines: ['Birch', 'Pine', 'Cabinet-Grade', 'Premium'], unit: 'sheet', priceCents: [2400, 6800], variesBy: [{ code: 'thickness' }], fixed: [{ code: 'panel_size', options: ['4 ft x 8 ft'] }], picture: 'sheet' },
          { noun: 'CDX Plywood', lines: ['Structural', 'Standard', 'Exterior'], unit: 'sheet', priceCents: [1900, 4800], variesBy: [{ code: 'thickness', options: ['3/8 in', '1/2 in', '5/8 in', '3/4 in'] }], fixed: [{ code: 'panel_size', options: ['4 ft x 8 ft'] }], picture: 'sheet', minimumOrders: [1, 10] },
          { noun: 'Plywood Sheathing', lines: ['Structural 1', 'Rated', 'Tongue & Groove'], unit: 'sheet', priceCents: [2200, 5200], variesBy: [{ code: 'thickness', options: ['1/2 in', '5/8 in', '3/4 in'] }, { code: 'panel_size' }], picture: 'sheet' },
        ],
      },
      {
        slug: 'osb',
        name: 'OSB Panels',
        use: 'wall and roof sheathing and subfloors',
        features: ['Engineered strands in a waterproof resin', 'Printed nailing lines', 'Edge-sealed against moisture', 'Consistent density with no voids'],
        products: [
          { noun: 'OSB Sheathing Panel', lines: ['Rated', 'Structural', 'Radiant Barrier'], unit: 'sheet', priceCents: [1300, 3200], variesBy: [{ code: 'thickness', options: ['3/8 in', '1/2 in', '5/8 in'] }, { code: 'panel_size' }], picture: 'sheet', minimumOrders: [1, 10] },
          { noun: 'OSB Subfloor Panel', lines: ['Tongue & Groove', 'Premium', 'Moisture-Guard'], unit: 'sheet', priceCents: [2600, 4600], variesBy: [{ code: 'thickness', options: ['5/8 in', '3/4 in'] }], fixed: [{ code: 'panel_size', options: ['4 ft x 8 ft'] }], picture: 'sheet' },
        ],
      },
      {
        slug: 'treated-lumber',
        name: 'Pressure-Treated Lumber',
        use: 'decks, fences, sill plates and anything near the ground',
        features: ['Treated against rot, decay and termites', 'Rated for its exposure category', 'Incised for deeper penetration', 'Backed by a limited lifetime warranty'],
        products: [
          { noun: 'Pressure-Treated Board', lines: ['Premium', 'Standard', 'Deck-Grade'], unit: 'piece', priceCents: [700, 2400], variesBy: [{ code: 'nominal_size', options: ['2x4', '2x6', '2x8', '2x10'] }, { code: 'length', options: ['8 ft', '10 ft', '12 ft', '16 ft'] }], fixed: [{ code: 'treatment', options: ['Above Ground', 'Ground Contact'] }], picture: 'planks' },
          { noun: 'Pressure-Treated Post', lines: ['Ground Contact', 'Heavy-Duty'], unit: 'piece', priceCents: [1200, 4200], variesBy: [{ code: 'nominal_size', options: ['4x4', '6x6'] }, { code: 'length', options: ['8 ft', '10 ft', '12 ft'] }], fixed: [{ code: 'treatment', options: ['Ground Contact'] }], picture: 'planks' },
        ],
      },
      {
        slug: 'trim-boards',
        name: 'Boards & Trim',
        use: 'trim, shelving, fascia and finish carpentry',
        features: ['Clear, knot-free faces', 'Primed and ready to paint', 'Milled smooth on four sides', 'Finger-jointed for stability'],
        products: [
          { noun: 'Primed Trim Board', lines: ['Finger-Jointed', 'MDF', 'Pine'], unit: 'piece', priceCents: [600, 2200], variesBy: [{ code: 'nominal_size', options: ['1x4', '1x6'] }, { code: 'length', options: ['8 ft', '12 ft', '16 ft'] }], picture: 'planks' },
          { noun: 'Cedar Board', lines: ['Select', 'Knotty', 'Clear'], unit: 'piece', priceCents: [900, 3600], variesBy: [{ code: 'nominal_size', options: ['1x4', '1x6', '2x4', '2x6'] }, { code: 'length', options: ['8 ft', '10 ft', '12 ft'] }], fixed: [{ code: 'species', options: ['Western Red Cedar'] }], picture: 'planks' },
        ],
      },
    ],
  },
  {
    slug: 'drywall',
    name: 'Drywall',
    brands: ['Summit Gypsum', 'WallCraft', 'Gypro Building Products'],
    palette: ['#e6e2d8', '#d8d4c8', '#f0ede4', '#c9d3d8', '#e9d7c3'],
    attributes: [
      { code: 'thickness', name: 'Thickness', options: ['1/4 in', '3/8 in', '1/2 in', '5/8 in'] },
      { code: 'panel_size', name: 'Panel Size', options: ['4 ft x 8 ft', '4 ft x 10 ft', '4 ft x 12 ft'] },
      { code: 'panel_type', name: 'Panel Type', options: ['Regular', 'Lightweight', 'Moisture Resistant', 'Fire Resistant Type X', 'Mold Resistant', 'Abuse Resistant'] },
      { code: 'container', name: 'Container', options: ['18 lb bag', '3.5 gal carton', '4.5 gal bucket'] },
      { code: 'length', name: 'Length', options: ['8 ft', '10 ft', '75 ft', '250 ft', '500 ft'] },
    ],
    subCategories: [
      {
        slug: 'drywall-panels',
        name: 'Drywall Panels',
        use: 'interior walls and ceilings',
        features: ['Tapered long edges for smooth joints', 'Paper faces ready for finishing', 'Cuts cleanly with a utility knife', 'Meets ASTM C1396'],
        products: [
          { noun: 'Drywall Panel', lines: ['UltraLight', 'Standard', 'ProForm', 'MoldGuard', 'FireCode', 'Sound-Dampening'], unit: 'sheet', priceCents: [1100, 2600], variesBy: [{ code: 'thickness', options: ['1/2 in', '5/8 in'] }, { code: 'panel_size' }], fixed: [{ code: 'panel_type' }], picture: 'sheet', minimumOrders: [1, 10, 20] },
          { noun: 'Gypsum Board', lines: ['Flexible', 'Ceiling', 'Shaftliner'], unit: 'sheet', priceCents: [1000, 2200], variesBy: [{ code: 'thickness', options: ['1/4 in', '3/8 in', '1/2 in'] }], fixed: [{ code: 'panel_size', options: ['4 ft x 8 ft'] }, { code: 'panel_type', options: ['Regular', 'Lightweight'] }], picture: 'sheet' },
        ],
      },
      {
        slug: 'joint-compound',
        name: 'Joint Compound',
        use: 'taping, topping and finishing drywall joints',
        features: ['Smooth, easy sanding', 'Low shrinkage and crack resistance', 'Long working time', 'Ready to use or quick-setting'],
        products: [
          { noun: 'All-Purpose Joint Compound', lines: ['Ready-Mixed', 'Premium', 'Dust-Control'], unit: 'each', priceCents: [1300, 2400], variesBy: [{ code: 'container', options: ['3.5 gal carton', '4.5 gal bucket'] }], picture: 'bucket' },
          { noun: 'Setting-Type Joint Compound', lines: ['20-Minute', '45-Minute', '90-Minute'], unit: 'bag', priceCents: [1400, 2200], variesBy: [{ code: 'container', options: ['18 lb bag'] }], picture: 'bag' },
        ],
      },
      {
        slug: 'drywall-tape',
        name: 'Drywall Tape & Bead',
        use: 'reinforcing joints and protecting outside corners',
        features: ['Creased down the centre for corners', 'Resists wrinkling and bubbling', 'Rust-resistant metal', 'Bonds well with any compound'],
        products: [
          { noun: 'Paper Drywall Tape', lines: ['Pro', 'Standard'], unit: 'roll', priceCents: [350, 900], variesBy: [{ code: 'length', options: ['75 ft', '250 ft', '500 ft'] }], picture: 'roll' },
          { noun: 'Fiberglass Mesh Drywall Tape', lines: ['Self-Adhesive', 'Heavy-Duty'], unit: 'roll', priceCents: [450, 1100], variesBy: [{ code: 'length', options: ['75 ft', '250 ft', '500 ft'] }], picture: 'roll' },
          { noun: 'Metal Corner Bead', lines: ['Galvanized', 'Paper-Faced'], unit: 'piece', priceCents: [300, 700], variesBy: [{ code: 'length', options: ['8 ft', '10 ft'] }], picture: 'bar', minimumOrders: [1, 10, 50] },
        ],
      },
    ],
  },
  {
    slug: 'concrete-masonry',
    name: 'Concrete & Masonry',
    brands: ['StoneRidge', 'Granite Mix Co.', 'Keystone Masonry'],
    palette: ['#9a9a94', '#b3ada3', '#8c8f93', '#a39382', '#6e7275'],
    attributes: [
      { code: 'bag_weight', name: 'Bag Weight', options: ['40 lb', '50 lb', '60 lb', '80 lb', '94 lb'] },
      { code: 'strength', name: 'Compressive Strength', options: ['2500 psi', '4000 psi', '5000 psi', '6000 psi'] },
      { code: 'block_size', name: 'Block Size', options: ['4 in x 8 in x 16 in', '6 in x 8 in x 16 in', '8 in x 8 in x 16 in', '12 in x 8 in x 16 in'] },
      { code: 'bar_size', name: 'Bar Size', options: ['#3 (3/8 in)', '#4 (1/2 in)', '#5 (5/8 in)', '#6 (3/4 in)'] },
      { code: 'length', name: 'Length', options: ['10 ft', '20 ft'] },
    ],
    subCategories: [
      {
        slug: 'concrete-mix',
        name: 'Concrete Mix',
        use: 'slabs, footings, post setting and repairs',
        features: ['Just add water', 'Reaches walk-on strength in hours', 'Pre-blended cement, sand and gravel', 'Consistent batch to batch'],
        products: [
          { noun: 'Concrete Mix', lines: ['High-Strength', 'Fast-Setting', 'Fiber-Reinforced', 'Crack-Resistant', 'All-Purpose'], unit: 'bag', priceCents: [550, 1400], variesBy: [{ code: 'bag_weight', options: ['40 lb', '60 lb', '80 lb'] }], fixed: [{ code: 'strength' }], picture: 'bag', minimumOrders: [1, 10, 42] },
        ],
      },
      {
        slug: 'mortar-cement',
        name: 'Mortar & Cement',
        use: 'laying block, brick and stone',
        features: ['Strong bond with masonry units', 'Smooth, workable texture', 'Meets ASTM C270', 'Suitable above and below grade'],
        products: [
          { noun: 'Mortar Mix', lines: ['Type S', 'Type N', 'Type M'], unit: 'bag', priceCents: [700, 1500], variesBy: [{ code: 'bag_weight', options: ['60 lb', '80 lb'] }], picture: 'bag', minimumOrders: [1, 10] },
          { noun: 'Portland Cement', lines: ['Type I/II', 'Type III'], unit: 'bag', priceCents: [1300, 2000], variesBy: [{ code: 'bag_weight', options: ['94 lb'] }], picture: 'bag', minimumOrders: [1, 10] },
        ],
      },
      {
        slug: 'concrete-block',
        name: 'Concrete Block',
        use: 'foundations, retaining walls and structural masonry',
        features: ['Hollow cores for grout and rebar', 'Uniform dimensions', 'Load-bearing', 'Meets ASTM C90'],
        products: [
          { noun: 'Concrete Block', lines: ['Standard', 'Lightweight', 'Split-Face', 'Bond Beam'], unit: 'each', priceCents: [160, 480], variesBy: [{ code: 'block_size' }], picture: 'block', minimumOrders: [1, 20, 60] },
        ],
      },
      {
        slug: 'rebar',
        name: 'Rebar & Reinforcement',
        use: 'reinforcing slabs, footings and walls',
        features: ['Grade 60 steel', 'Deformed for concrete grip', 'Cut to length', 'Bends cleanly on site'],
        products: [
          { noun: 'Rebar', lines: ['Grade 60', 'Epoxy-Coated', 'Grade 40'], unit: 'piece', priceCents: [500, 1900], variesBy: [{ code: 'bar_size' }, { code: 'length' }], picture: 'bar', minimumOrders: [1, 10, 25] },
        ],
      },
    ],
  },
  {
    slug: 'roofing',
    name: 'Roofing',
    brands: ['Heritage Roofing', 'Skyline Roof Systems', 'TerraShield'],
    palette: ['#4a4a4f', '#6b5a4a', '#7a6e5d', '#3d4550', '#8a3b2e'],
    attributes: [
      { code: 'color', name: 'Color', options: ['Charcoal', 'Weathered Wood', 'Desert Tan', 'Slate Gray', 'Onyx Black', 'Barkwood', 'Galvalume'] },
      { code: 'coverage', name: 'Coverage', options: ['1 square', '2 squares', '4 squares', '10 squares'] },
      { code: 'material', name: 'Material', options: ['Asphalt', 'Synthetic', 'Galvanized Steel', 'Aluminum', 'Copper'] },
      { code: 'panel_length', name: 'Panel Length', options: ['8 ft', '10 ft', '12 ft', '16 ft'] },
    ],
    subCategories: [
      {
        slug: 'asphalt-shingles',
        name: 'Asphalt Shingles',
        use: 'steep-slope residential roofs',
        features: ['Class A fire rating', 'Rated for 130 mph winds', 'Algae-resistant granules', 'Limited lifetime warranty'],
        products: [
          { noun: 'Architectural Shingles', lines: ['Dimensional', 'Storm-Rated', 'Class 4 Impact', 'Designer'], unit: 'bundle', priceCents: [3200, 5200], variesBy: [{ code: 'color', options: ['Charcoal', 'Weathered Wood', 'Desert Tan', 'Slate Gray', 'Onyx Black', 'Barkwood'] }], fixed: [{ code: 'material', options: ['Asphalt'] }], picture: 'shingles', minimumOrders: [1, 3] },
          { noun: '3-Tab Shingles', lines: ['Standard', 'Economy'], unit: 'bundle', priceCents: [2600, 3600], variesBy: [{ code: 'color', options: ['Charcoal', 'Weathered Wood', 'Slate Gray'] }], fixed: [{ code: 'material', options: ['Asphalt'] }], picture: 'shingles', minimumOrders: [1, 3] },
        ],
      },
      {
        slug: 'roof-underlayment',
        name: 'Underlayment',
        use: 'a secondary water barrier under the roof covering',
        features: ['Tear-resistant woven scrim', 'Slip-resistant walking surface', 'UV-stable for months of exposure', 'Printed overlap lines'],
        products: [
          { noun: 'Synthetic Roof Underlayment', lines: ['Premium', 'Standard', 'High-Temp'], unit: 'roll', priceCents: [6500, 14000], variesBy: [{ code: 'coverage', options: ['4 squares', '10 squares'] }], fixed: [{ code: 'material', options: ['Synthetic'] }], picture: 'roll' },
          { noun: 'Ice & Water Shield Membrane', lines: ['Self-Adhered', 'High-Temp'], unit: 'roll', priceCents: [7500, 12500], variesBy: [{ code: 'coverage', options: ['1 square', '2 squares'] }], picture: 'roll' },
        ],
      },
      {
        slug: 'metal-roofing',
        name: 'Metal Roofing',
        use: 'barns, sheds, porches and modern homes',
        features: ['29-gauge painted steel', 'Fastens directly to purlins', 'Sheds snow and rain quickly', '40-year paint warranty'],
        products: [
          { noun: 'Corrugated Metal Roofing Panel', lines: ['Galvanized', 'Painted', 'Heavy-Gauge'], unit: 'piece', priceCents: [2200, 5400], variesBy: [{ code: 'panel_length' }, { code: 'color', options: ['Galvalume', 'Charcoal', 'Slate Gray'] }], fixed: [{ code: 'material', options: ['Galvanized Steel'] }], picture: 'sheet' },
          { noun: 'Drip Edge Flashing', lines: ['Aluminum', 'Galvanized', 'Copper'], unit: 'piece', priceCents: [600, 2400], variesBy: [{ code: 'color', options: ['Charcoal', 'Galvalume', 'Desert Tan'] }], fixed: [{ code: 'material', options: ['Aluminum', 'Galvanized Steel', 'Copper'] }], picture: 'bar', minimumOrders: [1, 10] },
        ],
      },
    ],
  },
  {
    slug: 'insulation',
    name: 'Insulation',
    brands: ['BluePeak Insulation', 'ThermaCore', 'NorthLoft'],
    palette: ['#f2c4a8', '#f5d76e', '#e8a0a0', '#a8c8e8', '#d8d8d0'],
    attributes: [
      { code: 'r_value', name: 'R-Value', options: ['R-11', 'R-13', 'R-15', 'R-19', 'R-21', 'R-30', 'R-38'] },
      { code: 'width', name: 'Width', options: ['15 in', '16 in', '23 in', '24 in'] },
      { code: 'facing', name: 'Facing', options: ['Kraft-Faced', 'Unfaced', 'Foil-Faced'] },
      { code: 'thickness', name: 'Thickness', options: ['1/2 in', '1 in', '1-1/2 in', '2 in', '3 in'] },
      { code: 'roll_size', name: 'Roll Size', options: ['3 ft x 100 ft', '9 ft x 100 ft', '9 ft x 150 ft', '10 ft x 150 ft'] },
    ],
    subCategories: [
      {
        slug: 'batt-insulation',
        name: 'Batts & Rolls',
        use: 'walls, floors and attics between framing',
        features: ['Friction-fit between studs', 'Formaldehyde-free binder', 'Improves sound control', 'Non-combustible glass fibre'],
        products: [
          { noun: 'Fiberglass Batt Insulation', lines: ['Comfort', 'Acoustic', 'Premium', 'High-Density'], unit: 'bundle', priceCents: [3200, 7800], variesBy: [{ code: 'r_value' }, { code: 'width', options: ['15 in', '23 in'] }], fixed: [{ code: 'facing' }], picture: 'roll' },
          { noun: 'Mineral Wool Batt Insulation', lines: ['Fire-Resistant', 'Sound-Absorbing'], unit: 'bundle', priceCents: [4800, 9800], variesBy: [{ code: 'r_value', options: ['R-15', 'R-21', 'R-30'] }, { code: 'width', options: ['15 in', '23 in'] }], fixed: [{ code: 'facing', options: ['Unfaced'] }], picture: 'roll' },
        ],
      },
      {
        slug: 'rigid-foam',
        name: 'Rigid Foam Board',
        use: 'continuous exterior insulation and basement walls',
        features: ['High R-value per inch', 'Moisture resistant closed cells', 'Lightweight and easy to cut', 'Taped seams form an air barrier'],
        products: [
          { noun: 'Rigid Foam Board Insulation', lines: ['XPS', 'EPS', 'Graphite-Enhanced'], unit: 'sheet', priceCents: [1400, 5200], variesBy: [{ code: 'thickness' }], picture: 'sheet' },
          { noun: 'Polyiso Insulation Board', lines: ['Foil-Faced', 'Roof-Grade'], unit: 'sheet', priceCents: [2400, 6400], variesBy: [{ code: 'thickness', options: ['1/2 in', '1 in', '2 in', '3 in'] }], fixed: [{ code: 'facing', options: ['Foil-Faced'] }], picture: 'sheet' },
        ],
      },
      {
        slug: 'house-wrap',
        name: 'House Wrap',
        use: 'a weather-resistive barrier behind siding',
        features: ['Blocks bulk water, lets vapour out', 'Tear resistant', 'Printed stud lines', 'UV stable for 4 months'],
        products: [
          { noun: 'House Wrap', lines: ['Commercial', 'Residential', 'Drainable'], unit: 'roll', priceCents: [6500, 19500], variesBy: [{ code: 'roll_size' }], picture: 'roll' },
        ],
      },
    ],
  },
  {
    slug: 'siding-decking',
    name: 'Siding & Decking',
    brands: ['DeckMaster', 'Coastline Exteriors', 'Harborview Building Products'],
    palette: ['#8b6b4a', '#9aa0a6', '#b07a5a', '#c9b99a', '#6d7b6d'],
    attributes: [
      { code: 'color', name: 'Color', options: ['Driftwood', 'Coastal Gray', 'Clay', 'Cedar', 'Arctic White', 'Sandstone'] },
      { code: 'length', name: 'Length', options: ['12 ft', '16 ft', '20 ft'] },
      { code: 'profile', name: 'Profile', options: ['Grooved Edge', 'Square Edge', 'Dutch Lap', 'Clapboard'] },
    ],
    subCategories: [
      {
        slug: 'composite-decking',
        name: 'Composite Decking',
        use: 'decks, docks and walkways',
        features: ['Never needs staining or sealing', 'Capped against fading and stains', 'Hidden-fastener ready', '25-year warranty'],
        products: [
          { noun: 'Composite Deck Board', lines: ['Capped', 'Premium', 'Essentials', 'Reversible'], unit: 'piece', priceCents: [3000, 7600], variesBy: [{ code: 'color' }, { code: 'length' }], fixed: [{ code: 'profile', options: ['Grooved Edge', 'Square Edge'] }], picture: 'planks' },
        ],
      },
      {
        slug: 'siding',
        name: 'Siding',
        use: 'exterior walls',
        features: ['Resists rot, insects and moisture', 'Embossed wood grain', 'Interlocking panels', 'Low maintenance'],
        products: [
          { noun: 'Vinyl Siding Panel', lines: ['Double 4', 'Double 5', 'Insulated'], unit: 'piece', priceCents: [700, 1900], variesBy: [{ code: 'color' }], fixed: [{ code: 'profile', options: ['Dutch Lap', 'Clapboard'] }], picture: 'sheet', minimumOrders: [1, 20] },
          { noun: 'Fiber Cement Lap Siding', lines: ['Primed', 'Prefinished'], unit: 'piece', priceCents: [1300, 2900], variesBy: [{ code: 'color' }], fixed: [{ code: 'length', options: ['12 ft'] }], picture: 'planks', minimumOrders: [1, 10] },
        ],
      },
    ],
  },
];
