import type { CategorySpec } from '../taxonomy-types';

/** Fasteners, plumbing, electrical, doors and windows, paint and flooring. */
export const systemsCategories: readonly CategorySpec[] = [
  {
    slug: 'fasteners',
    name: 'Fasteners',
    brands: ['Ironclad Fasteners', 'BoltWorks', 'TrueHold', 'Sentinel Anchor'],
    palette: ['#9ea4ab', '#b5a36a', '#7c848c', '#c0c4c8', '#5f666d'],
    attributes: [
      { code: 'length', name: 'Length', options: ['1-1/4 in', '1-5/8 in', '2 in', '2-1/2 in', '3 in', '3-1/2 in', '4 in'] },
      { code: 'finish', name: 'Finish', options: ['Bright', 'Hot-Dip Galvanized', 'Stainless Steel', 'Zinc Plated', 'Polymer Coated'] },
      { code: 'size', name: 'Size', options: ['6d', '8d', '10d', '16d', '#8', '#10', '1/4 in', '3/8 in', '1/2 in'] },
      { code: 'package', name: 'Package', options: ['1 lb box', '5 lb box', '25 lb box', '50 lb box', '100 count', '1000 count'] },
      { code: 'fits', name: 'Fits Lumber', options: ['2x4', '2x6', '2x8', '2x10', '2x12', '4x4', '6x6'] },
    ],
    subCategories: [
      {
        slug: 'nails',
        name: 'Nails',
        use: 'framing, sheathing, roofing and trim',
        features: ['Diamond points start cleanly', 'Full round heads meet code', 'Consistent collation for nailers', 'Corrosion-resistant finishes available'],
        products: [
          { noun: 'Framing Nails', lines: ['Collated', 'Bulk', 'Ring Shank', 'Smooth Shank'], unit: 'box', priceCents: [900, 6500], variesBy: [{ code: 'size', options: ['8d', '10d', '16d'] }, { code: 'package', options: ['5 lb box', '25 lb box', '50 lb box'] }], fixed: [{ code: 'finish', options: ['Bright', 'Hot-Dip Galvanized', 'Polymer Coated'] }], picture: 'box' },
          { noun: 'Roofing Nails', lines: ['Coil', 'Electro-Galvanized', 'Plastic Cap'], unit: 'box', priceCents: [1500, 5200], variesBy: [{ code: 'length', options: ['1-1/4 in', '2 in'] }, { code: 'package', options: ['5 lb box', '50 lb box'] }], fixed: [{ code: 'finish', options: ['Hot-Dip Galvanized'] }], picture: 'box' },
          { noun: 'Finish Nails', lines: ['Brad', '15-Gauge', '16-Gauge'], unit: 'box', priceCents: [700, 2400], variesBy: [{ code: 'length', options: ['1-1/4 in', '2 in', '2-1/2 in'] }, { code: 'package', options: ['1 lb box', '1000 count'] }], fixed: [{ code: 'finish', options: ['Bright', 'Stainless Steel'] }], picture: 'box' },
        ],
      },
      {
        slug: 'screws',
        name: 'Screws',
        use: 'drywall, decking, cabinetry and structural connections',
        features: ['Sharp point, no pre-drilling', 'Deep thread for holding power', 'Star drive resists cam-out', 'Coated against corrosion'],
        products: [
          { noun: 'Drywall Screws', lines: ['Coarse Thread', 'Fine Thread', 'Collated'], unit: 'box', priceCents: [800, 4200], variesBy: [{ code: 'length', options: ['1-1/4 in', '1-5/8 in', '2 in'] }, { code: 'package', options: ['1 lb box', '5 lb box', '25 lb box'] }], fixed: [{ code: 'finish', options: ['Bright', 'Zinc Plated'] }], picture: 'box' },
          { noun: 'Deck Screws', lines: ['Star Drive', 'Composite', 'Premium'], unit: 'box', priceCents: [1200, 6800], variesBy: [{ code: 'length', options: ['2 in', '2-1/2 in', '3 in'] }, { code: 'package', options: ['1 lb box', '5 lb box'] }], fixed: [{ code: 'finish', options: ['Polymer Coated', 'Stainless Steel'] }], picture: 'box' },
          { noun: 'Structural Screws', lines: ['Heavy-Duty', 'Ledger', 'Timber'], unit: 'box', priceCents: [2400, 9800], variesBy: [{ code: 'length', options: ['3 in', '3-1/2 in', '4 in'] }, { code: 'package', options: ['100 count'] }], fixed: [{ code: 'finish', options: ['Polymer Coated', 'Hot-Dip Galvanized'] }], picture: 'box' },
        ],
      },
      {
        slug: 'anchors-bolts',
        name: 'Anchors & Bolts',
        use: 'anchoring to concrete and masonry and heavy connections',
        features: ['Tested load values', 'Install with standard bits', 'Removable where noted', 'Coated for outdoor use'],
        products: [
          { noun: 'Wedge Anchors', lines: ['Carbon Steel', 'Heavy-Duty'], unit: 'box', priceCents: [1800, 7800], variesBy: [{ code: 'size', options: ['1/4 in', '3/8 in', '1/2 in'] }, { code: 'length', options: ['2-1/2 in', '3-1/2 in', '4 in'] }], fixed: [{ code: 'finish', options: ['Zinc Plated', 'Hot-Dip Galvanized', 'Stainless Steel'] }], picture: 'box' },
          { noun: 'Lag Screws', lines: ['Hex Head', 'Washer Head'], unit: 'box', priceCents: [1400, 5600], variesBy: [{ code: 'size', options: ['1/4 in', '3/8 in', '1/2 in'] }, { code: 'length', options: ['2 in', '3 in', '4 in'] }], fixed: [{ code: 'finish', options: ['Zinc Plated', 'Hot-Dip Galvanized'] }], picture: 'box' },
          { noun: 'Concrete Screw Anchors', lines: ['Blue Coated', 'Stainless'], unit: 'box', priceCents: [1200, 4400], variesBy: [{ code: 'size', options: ['1/4 in', '3/8 in'] }, { code: 'length', options: ['1-1/4 in', '2-1/2 in', '3-1/2 in'] }], picture: 'box' },
        ],
      },
      {
        slug: 'structural-connectors',
        name: 'Structural Connectors',
        use: 'joists, rafters, posts and beams',
        features: ['Code-listed load ratings', 'Pre-punched nail holes', 'G90 or ZMAX galvanizing', 'Install with standard nails or screws'],
        products: [
          { noun: 'Joist Hanger', lines: ['Face-Mount', 'Top-Flange', 'Concealed-Flange'], unit: 'each', priceCents: [90, 900], variesBy: [{ code: 'fits', options: ['2x6', '2x8', '2x10', '2x12'] }], fixed: [{ code: 'finish', options: ['Hot-Dip Galvanized', 'Stainless Steel'] }], picture: 'device', minimumOrders: [1, 25, 50] },
          { noun: 'Hurricane Tie', lines: ['Single', 'Double', 'Heavy'], unit: 'each', priceCents: [60, 400], variesBy: [{ code: 'fits', options: ['2x4', '2x6'] }], fixed: [{ code: 'finish', options: ['Hot-Dip Galvanized'] }], picture: 'device', minimumOrders: [1, 50] },
          { noun: 'Post Base', lines: ['Adjustable', 'Standoff'], unit: 'each', priceCents: [900, 3200], variesBy: [{ code: 'fits', options: ['4x4', '6x6'] }], fixed: [{ code: 'finish', options: ['Hot-Dip Galvanized'] }], picture: 'device' },
        ],
      },
    ],
  },
  {
    slug: 'plumbing',
    name: 'Plumbing',
    brands: ['AquaFlow', 'PipeLine Pro', 'Riverbend Plumbing'],
    palette: ['#c87533', '#3b7dd8', '#d8392b', '#e8e8e8', '#4a5560'],
    attributes: [
      { code: 'diameter', name: 'Diameter', options: ['1/2 in', '3/4 in', '1 in', '1-1/2 in', '2 in', '3 in', '4 in'] },
      { code: 'length', name: 'Length', options: ['10 ft', '20 ft', '100 ft coil', '300 ft coil'] },
      { code: 'pipe_type', name: 'Pipe Type', options: ['Type L', 'Type M', 'Schedule 40', 'Schedule 80', 'PEX-A', 'PEX-B'] },
      { code: 'color', name: 'Color', options: ['Red', 'Blue', 'White', 'Black'] },
      { code: 'capacity', name: 'Capacity', options: ['40 gal', '50 gal', '75 gal'] },
      { code: 'fuel', name: 'Fuel', options: ['Natural Gas', 'Electric', 'Propane'] },
    ],
    subCategories: [
      {
        slug: 'pex-pipe',
        name: 'PEX Pipe',
        use: 'hot and cold water supply lines',
        features: ['Flexible, fewer fittings', 'Freeze-break resistant', 'Certified for potable water', 'Printed footage marks'],
        products: [
          { noun: 'PEX Tubing', lines: ['Oxygen Barrier', 'Flexible', 'Potable Water'], unit: 'coil', priceCents: [3500, 24000], variesBy: [{ code: 'diameter', options: ['1/2 in', '3/4 in', '1 in'] }, { code: 'length', options: ['100 ft coil', '300 ft coil'] }], fixed: [{ code: 'pipe_type', options: ['PEX-A', 'PEX-B'] }, { code: 'color', options: ['Red', 'Blue', 'White'] }], picture: 'coil' },
        ],
      },
      {
        slug: 'copper-pipe',
        name: 'Copper Pipe',
        use: 'water supply, hydronic heating and gas lines',
        features: ['Hard-drawn straight lengths', 'Colour-coded by wall type', 'Solders and presses cleanly', 'Made from recycled copper'],
        products: [
          { noun: 'Copper Pipe', lines: ['Hard-Drawn', 'Plumbing-Grade'], unit: 'piece', priceCents: [2400, 16000], variesBy: [{ code: 'diameter', options: ['1/2 in', '3/4 in', '1 in'] }, { code: 'length', options: ['10 ft', '20 ft'] }], fixed: [{ code: 'pipe_type', options: ['Type L', 'Type M'] }], picture: 'pipe' },
        ],
      },
      {
        slug: 'pvc-pipe',
        name: 'PVC & DWV Pipe',
        use: 'drain, waste, vent and irrigation lines',
        features: ['Solvent-weld joints', 'Smooth bore for full flow', 'Does not corrode', 'NSF listed'],
        products: [
          { noun: 'PVC Pipe', lines: ['Pressure', 'Plain End', 'Bell End'], unit: 'piece', priceCents: [800, 6400], variesBy: [{ code: 'diameter', options: ['1/2 in', '3/4 in', '1 in', '2 in'] }, { code: 'length', options: ['10 ft', '20 ft'] }], fixed: [{ code: 'pipe_type', options: ['Schedule 40', 'Schedule 80'] }], picture: 'pipe' },
          { noun: 'DWV Pipe', lines: ['Foam Core', 'Solid Wall'], unit: 'piece', priceCents: [1400, 7600], variesBy: [{ code: 'diameter', options: ['1-1/2 in', '2 in', '3 in', '4 in'] }, { code: 'length', options: ['10 ft', '20 ft'] }], fixed: [{ code: 'pipe_type', options: ['Schedule 40'] }], picture: 'pipe' },
        ],
      },
      {
        slug: 'valves-fittings',
        name: 'Valves & Fittings',
        use: 'connecting and shutting off supply lines',
        features: ['Lead-free brass', 'Quarter-turn operation', 'Push-to-connect or sweat ends', 'Pressure tested'],
        products: [
          { noun: 'Ball Valve', lines: ['Full-Port', 'Push-Fit', 'Sweat'], unit: 'each', priceCents: [900, 4800], variesBy: [{ code: 'diameter', options: ['1/2 in', '3/4 in', '1 in'] }], picture: 'device' },
          { noun: 'Push-Fit Coupling', lines: ['Brass', 'Slip'], unit: 'each', priceCents: [500, 2200], variesBy: [{ code: 'diameter', options: ['1/2 in', '3/4 in', '1 in'] }], picture: 'device', minimumOrders: [1, 10] },
        ],
      },
      {
        slug: 'water-heaters',
        name: 'Water Heaters',
        use: 'domestic hot water',
        features: ['Glass-lined steel tank', 'Self-cleaning dip tube', 'Includes T&P valve', '6-year tank warranty'],
        products: [
          { noun: 'Tank Water Heater', lines: ['Standard', 'High-Efficiency', 'Short'], unit: 'each', priceCents: [52000, 140000], variesBy: [{ code: 'capacity' }], fixed: [{ code: 'fuel' }], picture: 'device' },
        ],
      },
    ],
  },
  {
    slug: 'electrical',
    name: 'Electrical',
    brands: ['TrueLine Electrical', 'VoltMaster', 'Brightway Lighting'],
    palette: ['#f2c230', '#e86a1e', '#3a3a3a', '#f4f4f0', '#5b8fd0'],
    attributes: [
      { code: 'wire_gauge', name: 'Wire Gauge', options: ['14 AWG', '12 AWG', '10 AWG', '8 AWG', '6 AWG'] },
      { code: 'length', name: 'Length', options: ['10 ft', '25 ft', '50 ft', '100 ft', '250 ft', '500 ft'] },
      { code: 'amperage', name: 'Amperage', options: ['15 A', '20 A', '30 A', '50 A', '100 A', '200 A'] },
      { code: 'color', name: 'Color', options: ['White', 'Light Almond', 'Black', 'Gray'] },
      { code: 'diameter', name: 'Trade Size', options: ['1/2 in', '3/4 in', '1 in'] },
      { code: 'color_temperature', name: 'Color Temperature', options: ['2700K', '3000K', '4000K', '5000K'] },
    ],
    subCategories: [
      {
        slug: 'wire-cable',
        name: 'Wire & Cable',
        use: 'branch circuits and feeders',
        features: ['Copper conductors', 'Colour-coded jackets by gauge', 'Printed footage marks', 'UL listed'],
        products: [
          { noun: 'NM-B Building Wire', lines: ['2-Conductor', '3-Conductor'], unit: 'coil', priceCents: [4500, 38000], variesBy: [{ code: 'wire_gauge', options: ['14 AWG', '12 AWG', '10 AWG'] }, { code: 'length', options: ['25 ft', '50 ft', '250 ft'] }], picture: 'coil' },
          { noun: 'THHN Stranded Wire', lines: ['Copper', 'Stranded'], unit: 'coil', priceCents: [2800, 26000], variesBy: [{ code: 'wire_gauge' }, { code: 'length', options: ['100 ft', '500 ft'] }], picture: 'coil' },
        ],
      },
      {
        slug: 'breakers-panels',
        name: 'Breakers & Load Centers',
        use: 'circuit protection and distribution',
        features: ['Plug-on neutral ready', 'Thermal-magnetic trip', 'Clear on/off indication', 'UL listed'],
        products: [
          { noun: 'Single-Pole Circuit Breaker', lines: ['Standard', 'Arc-Fault', 'Dual-Function'], unit: 'each', priceCents: [900, 5600], variesBy: [{ code: 'amperage', options: ['15 A', '20 A'] }], picture: 'device' },
          { noun: 'Double-Pole Circuit Breaker', lines: ['Standard', 'GFCI'], unit: 'each', priceCents: [1600, 12000], variesBy: [{ code: 'amperage', options: ['20 A', '30 A', '50 A'] }], picture: 'device' },
          { noun: 'Main Breaker Load Center', lines: ['Indoor', 'Outdoor'], unit: 'each', priceCents: [14000, 42000], variesBy: [{ code: 'amperage', options: ['100 A', '200 A'] }], picture: 'device' },
        ],
      },
      {
        slug: 'conduit',
        name: 'Conduit',
        use: 'protecting wiring runs',
        features: ['Smooth interior for easy pulls', 'Bends on site', 'Corrosion resistant', 'Listed for its use'],
        products: [
          { noun: 'EMT Conduit', lines: ['Galvanized Steel'], unit: 'piece', priceCents: [600, 2600], variesBy: [{ code: 'diameter' }], fixed: [{ code: 'length', options: ['10 ft'] }], picture: 'pipe', minimumOrders: [1, 10] },
          { noun: 'Schedule 40 PVC Conduit', lines: ['Gray'], unit: 'piece', priceCents: [500, 2200], variesBy: [{ code: 'diameter' }], fixed: [{ code: 'length', options: ['10 ft'] }], picture: 'pipe', minimumOrders: [1, 10] },
        ],
      },
      {
        slug: 'lighting',
        name: 'Lighting',
        use: 'interior and exterior lighting',
        features: ['Dimmable LED', 'Long rated life', 'Energy Star certified', 'Integrated driver'],
        products: [
          { noun: 'LED Recessed Downlight', lines: ['Canless', 'Retrofit', 'Slim'], unit: 'each', priceCents: [1200, 4200], variesBy: [{ code: 'color_temperature' }], picture: 'device', minimumOrders: [1, 6, 12] },
          { noun: 'LED Shop Light', lines: ['Linkable', 'Wraparound'], unit: 'each', priceCents: [2400, 7600], variesBy: [{ code: 'color_temperature', options: ['4000K', '5000K'] }], picture: 'device' },
        ],
      },
      {
        slug: 'wiring-devices',
        name: 'Outlets & Switches',
        use: 'receptacles and switching',
        features: ['Tamper-resistant shutters', 'Back and side wiring', 'Screwless wall plates available', 'UL listed'],
        products: [
          { noun: 'Tamper-Resistant Outlet', lines: ['Duplex', 'USB'], unit: 'each', priceCents: [150, 2600], variesBy: [{ code: 'color', options: ['White', 'Light Almond', 'Black'] }], fixed: [{ code: 'amperage', options: ['15 A', '20 A'] }], picture: 'device', minimumOrders: [1, 10] },
          { noun: 'GFCI Outlet', lines: ['Self-Test', 'Weather-Resistant'], unit: 'each', priceCents: [1400, 3200], variesBy: [{ code: 'color', options: ['White', 'Light Almond'] }], fixed: [{ code: 'amperage', options: ['15 A', '20 A'] }], picture: 'device' },
          { noun: 'Decorator Switch', lines: ['Single-Pole', '3-Way', 'Dimmer'], unit: 'each', priceCents: [200, 4200], variesBy: [{ code: 'color' }], picture: 'device', minimumOrders: [1, 10] },
        ],
      },
    ],
  },
  {
    slug: 'doors-windows',
    name: 'Doors & Windows',
    brands: ['NorthStar Doors', 'ClearView Windows', 'Hearthstone Millwork'],
    palette: ['#f4f1ea', '#a0522d', '#6b7b8c', '#d8c8a8', '#2f4f4f'],
    attributes: [
      { code: 'width', name: 'Width', options: ['24 in', '28 in', '30 in', '32 in', '36 in'] },
      { code: 'handing', name: 'Handing', options: ['Left-Hand', 'Right-Hand'] },
      { code: 'finish', name: 'Finish', options: ['Primed', 'Unfinished', 'Prefinished White', 'Stained Oak'] },
      { code: 'window_size', name: 'Window Size', options: ['24 in x 36 in', '30 in x 48 in', '36 in x 60 in', '48 in x 48 in'] },
      { code: 'glass', name: 'Glass', options: ['Double-Pane Low-E', 'Triple-Pane', 'Tempered'] },
    ],
    subCategories: [
      {
        slug: 'interior-doors',
        name: 'Interior Doors',
        use: 'bedrooms, baths and closets',
        features: ['Prehung on a split jamb', 'Bored for a lockset', 'Solid or hollow core', 'Ready to paint'],
        products: [
          { noun: 'Prehung Interior Door', lines: ['Shaker 2-Panel', 'Flush', '6-Panel', 'Solid Core', 'Louvered'], unit: 'each', priceCents: [9800, 32000], variesBy: [{ code: 'width', options: ['24 in', '28 in', '30 in', '32 in'] }, { code: 'handing' }], fixed: [{ code: 'finish' }], picture: 'door' },
        ],
      },
      {
        slug: 'exterior-doors',
        name: 'Exterior Doors',
        use: 'entries and patios',
        features: ['Insulated core', 'Weather-stripped frame', 'Adjustable sill', 'Impact-rated options'],
        products: [
          { noun: 'Steel Entry Door', lines: ['6-Panel', 'Half-Lite', 'Craftsman'], unit: 'each', priceCents: [24000, 68000], variesBy: [{ code: 'width', options: ['32 in', '36 in'] }, { code: 'handing' }], fixed: [{ code: 'finish', options: ['Primed'] }], picture: 'door' },
          { noun: 'Fiberglass Entry Door', lines: ['Smooth', 'Oak Grain', 'Full-Lite'], unit: 'each', priceCents: [38000, 110000], variesBy: [{ code: 'width', options: ['32 in', '36 in'] }, { code: 'handing' }], fixed: [{ code: 'finish', options: ['Primed', 'Stained Oak'] }], picture: 'door' },
        ],
      },
      {
        slug: 'windows',
        name: 'Windows',
        use: 'new construction and replacement openings',
        features: ['Welded vinyl frames', 'Low-E insulated glass', 'Tilt-in sashes for cleaning', 'Nailing fin for new construction'],
        products: [
          { noun: 'Vinyl Double-Hung Window', lines: ['Builder Series', 'Premium Series', 'Energy Series'], unit: 'each', priceCents: [16000, 48000], variesBy: [{ code: 'window_size' }], fixed: [{ code: 'glass', options: ['Double-Pane Low-E', 'Triple-Pane'] }], picture: 'window' },
          { noun: 'Vinyl Sliding Window', lines: ['Builder Series', 'Premium Series'], unit: 'each', priceCents: [14000, 42000], variesBy: [{ code: 'window_size' }], fixed: [{ code: 'glass', options: ['Double-Pane Low-E'] }], picture: 'window' },
          { noun: 'Casement Window', lines: ['Vinyl', 'Aluminum-Clad'], unit: 'each', priceCents: [22000, 62000], variesBy: [{ code: 'window_size', options: ['24 in x 36 in', '30 in x 48 in'] }, { code: 'handing' }], fixed: [{ code: 'glass' }], picture: 'window' },
        ],
      },
    ],
  },
  {
    slug: 'paint',
    name: 'Paint & Finishes',
    brands: ['Prism Paints', 'CoastGuard Coatings', 'Artisan Finish'],
    palette: ['#5b8fd0', '#d0a25b', '#7bb07b', '#c05050', '#8a7bb5'],
    attributes: [
      { code: 'sheen', name: 'Sheen', options: ['Flat', 'Matte', 'Eggshell', 'Satin', 'Semi-Gloss', 'Gloss'] },
      { code: 'container_size', name: 'Container Size', options: ['1 qt', '1 gal', '5 gal'] },
      { code: 'base', name: 'Tint Base', options: ['White Base', 'Pastel Base', 'Deep Base', 'Ultra Deep Base'] },
    ],
    subCategories: [
      {
        slug: 'interior-paint',
        name: 'Interior Paint',
        use: 'walls, ceilings and trim',
        features: ['One-coat hide on most colours', 'Scrubbable finish', 'Low odour, zero VOC', 'Tints to thousands of colours'],
        products: [
          { noun: 'Interior Latex Paint', lines: ['Premium', 'Contractor', 'Zero-VOC', 'Scuff-Resistant'], unit: 'each', priceCents: [1800, 5400], variesBy: [{ code: 'sheen', options: ['Flat', 'Eggshell', 'Satin', 'Semi-Gloss'] }, { code: 'container_size', options: ['1 gal', '5 gal'] }], fixed: [{ code: 'base' }], picture: 'bucket' },
          { noun: 'Ceiling Paint', lines: ['Bright White', 'Stain-Blocking'], unit: 'each', priceCents: [1900, 4800], variesBy: [{ code: 'container_size', options: ['1 gal', '5 gal'] }], fixed: [{ code: 'sheen', options: ['Flat'] }], picture: 'bucket' },
        ],
      },
      {
        slug: 'exterior-paint',
        name: 'Exterior Paint',
        use: 'siding, trim, doors and fences',
        features: ['Mildew-resistant film', 'Fade-resistant pigments', 'Applies down to 35 °F', 'Self-priming on most surfaces'],
        products: [
          { noun: 'Exterior Acrylic Paint', lines: ['Premium', 'Weather-Shield', 'Contractor'], unit: 'each', priceCents: [2600, 6800], variesBy: [{ code: 'sheen', options: ['Flat', 'Satin', 'Semi-Gloss'] }, { code: 'container_size', options: ['1 gal', '5 gal'] }], fixed: [{ code: 'base' }], picture: 'bucket' },
        ],
      },
      {
        slug: 'primers-stains',
        name: 'Primers, Stains & Sealers',
        use: 'preparing and protecting surfaces',
        features: ['Blocks stains and tannins', 'Seals porous surfaces', 'Dries in one hour', 'Sands easily'],
        products: [
          { noun: 'Drywall Primer', lines: ['PVA', 'High-Build'], unit: 'each', priceCents: [1400, 4200], variesBy: [{ code: 'container_size', options: ['1 gal', '5 gal'] }], picture: 'bucket' },
          { noun: 'Stain-Blocking Primer', lines: ['Oil-Based', 'Shellac', 'Water-Based'], unit: 'each', priceCents: [1200, 5600], variesBy: [{ code: 'container_size' }], picture: 'bucket' },
          { noun: 'Deck Stain', lines: ['Semi-Transparent', 'Solid Color', 'Transparent'], unit: 'each', priceCents: [2800, 6600], variesBy: [{ code: 'container_size', options: ['1 gal', '5 gal'] }], fixed: [{ code: 'base', options: ['Pastel Base', 'Deep Base'] }], picture: 'bucket' },
        ],
      },
    ],
  },
  {
    slug: 'flooring',
    name: 'Flooring',
    brands: ['Frontier Flooring', 'OakHaven', 'TileStone'],
    palette: ['#b5835a', '#8b5a3c', '#d8cfc0', '#9a9a9a', '#e8e0d0'],
    attributes: [
      { code: 'material', name: 'Material', options: ['Red Oak', 'White Oak', 'Hickory', 'Maple', 'Porcelain', 'Ceramic', 'Luxury Vinyl'] },
      { code: 'color', name: 'Color', options: ['Natural', 'Gunstock', 'Gray Wash', 'Espresso', 'Bright White', 'Charcoal'] },
      { code: 'plank_width', name: 'Plank Width', options: ['3-1/4 in', '5 in', '7 in', '9 in'] },
      { code: 'tile_size', name: 'Tile Size', options: ['3 in x 6 in', '12 in x 12 in', '12 in x 24 in', '24 in x 24 in'] },
      { code: 'thickness', name: 'Thickness', options: ['2 mm', '1/4 in', '1/2 in', '3/4 in'] },
    ],
    subCategories: [
      {
        slug: 'hardwood',
        name: 'Hardwood Flooring',
        use: 'living areas and bedrooms',
        features: ['Prefinished with an aluminium-oxide finish', 'Tongue-and-groove milling', 'Can be refinished', 'Random lengths'],
        products: [
          { noun: 'Solid Hardwood Flooring', lines: ['Select', 'Character', 'Wire-Brushed'], unit: 'carton', priceCents: [7800, 16000], variesBy: [{ code: 'plank_width', options: ['3-1/4 in', '5 in'] }, { code: 'color', options: ['Natural', 'Gunstock', 'Espresso'] }], fixed: [{ code: 'material', options: ['Red Oak', 'White Oak', 'Hickory', 'Maple'] }, { code: 'thickness', options: ['3/4 in'] }], picture: 'planks' },
          { noun: 'Engineered Hardwood Flooring', lines: ['Click', 'Wide-Plank', 'Hand-Scraped'], unit: 'carton', priceCents: [6800, 15000], variesBy: [{ code: 'plank_width', options: ['5 in', '7 in', '9 in'] }, { code: 'color', options: ['Natural', 'Gray Wash', 'Espresso'] }], fixed: [{ code: 'material', options: ['White Oak', 'Hickory'] }], picture: 'planks' },
        ],
      },
      {
        slug: 'vinyl-plank',
        name: 'Vinyl Plank',
        use: 'kitchens, baths and basements',
        features: ['100% waterproof core', 'Click-lock floating install', 'Attached acoustic pad', 'Commercial wear layer'],
        products: [
          { noun: 'Luxury Vinyl Plank', lines: ['Waterproof', 'Click-Lock', 'Commercial', 'Rigid-Core'], unit: 'carton', priceCents: [4200, 9800], variesBy: [{ code: 'color' }], fixed: [{ code: 'plank_width', options: ['7 in', '9 in'] }, { code: 'material', options: ['Luxury Vinyl'] }], picture: 'planks' },
        ],
      },
      {
        slug: 'tile',
        name: 'Tile',
        use: 'floors, walls and showers',
        features: ['Frost resistant', 'Through-body colour', 'Rectified edges for tight joints', 'Slip-resistant surface'],
        products: [
          { noun: 'Porcelain Floor Tile', lines: ['Matte', 'Polished', 'Wood-Look', 'Stone-Look'], unit: 'carton', priceCents: [2600, 8800], variesBy: [{ code: 'tile_size', options: ['12 in x 12 in', '12 in x 24 in', '24 in x 24 in'] }, { code: 'color', options: ['Bright White', 'Gray Wash', 'Charcoal'] }], fixed: [{ code: 'material', options: ['Porcelain'] }], picture: 'tiles' },
          { noun: 'Ceramic Subway Tile', lines: ['Glossy', 'Handmade-Look', 'Beveled'], unit: 'carton', priceCents: [1800, 4800], variesBy: [{ code: 'color', options: ['Bright White', 'Gray Wash', 'Charcoal'] }], fixed: [{ code: 'tile_size', options: ['3 in x 6 in'] }, { code: 'material', options: ['Ceramic'] }], picture: 'tiles' },
        ],
      },
      {
        slug: 'flooring-underlayment',
        name: 'Underlayment & Backer Board',
        use: 'under floating floors and tile',
        features: ['Moisture barrier film', 'Reduces footfall noise', 'Mould resistant', 'Fastens with screws'],
        products: [
          { noun: 'Foam Flooring Underlayment', lines: ['Acoustic', 'Vapour-Barrier'], unit: 'roll', priceCents: [2200, 6400], variesBy: [{ code: 'thickness', options: ['2 mm'] }], picture: 'roll' },
          { noun: 'Cement Backer Board', lines: ['Standard', 'Lightweight'], unit: 'sheet', priceCents: [1100, 2400], variesBy: [{ code: 'thickness', options: ['1/4 in', '1/2 in'] }], picture: 'sheet', minimumOrders: [1, 10] },
        ],
      },
    ],
  },
];
