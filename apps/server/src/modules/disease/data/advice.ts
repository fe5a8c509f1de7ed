import type { Language } from '@farmsight/contracts';
import { hindiAdviceByClass } from './advice-hi';
import type { ClassAdvice } from './class-advice';

export type { ClassAdvice } from './class-advice';

const healthy = (crop: string, checks: string, prevention: string[], source: string): ClassAdvice => ({
  crop,
  disease: null,
  symptoms: `No sign of disease on this leaf. ${checks}`,
  management: ['No treatment needed. Keep scouting the crop every week, looking at the lower leaves and both leaf surfaces.'],
  prevention,
  source,
});

/** Keyed by the model's class names (PlantVillage 'Crop___Disease' folders). */
export const adviceByClass: Record<string, ClassAdvice> = {
  Apple___Apple_scab: {
    crop: 'Apple',
    disease: 'Apple scab',
    symptoms: 'Olive-green to dark velvety spots on leaves that turn brown-black; badly hit leaves yellow and drop early. Fruit get corky, cracked scabs.',
    management: [
      'Protect new growth with a labelled fungicide (captan, mancozeb, sulfur or myclobutanil) from green tip until about a month after petal fall, most of all before rain.',
      'Rake up or shred fallen leaves in autumn so the fungus cannot overwinter and release spores in spring.',
    ],
    prevention: ['Plant scab-resistant varieties such as Liberty, Freedom or Enterprise.', 'Prune the canopy open so leaves dry quickly after rain.'],
    source: 'University of Minnesota Extension, "Apple scab" fact sheet',
  },
  Apple___Black_rot: {
    crop: 'Apple',
    disease: 'Black rot',
    symptoms: 'Small purple spots on leaves that grow into "frog-eye" lesions with tan centres and purple edges; fruit rot starts at the blossom end; sunken cankers on limbs.',
    management: [
      'Prune out dead wood, cankers and mummified fruit in winter and remove them from the orchard.',
      'Apply a labelled fungicide (captan or a strobilurin) from petal fall through summer during wet weather.',
    ],
    prevention: ['Keep trees vigorous and avoid wounds, which the fungus enters through.', 'Remove nearby dead or dying wood and brush piles.'],
    source: 'Penn State Extension, "Apple Disease - Black Rot" (Tree Fruit Production Guide)',
  },
  Apple___Cedar_apple_rust: {
    crop: 'Apple',
    disease: 'Cedar apple rust',
    symptoms: 'Bright yellow-orange spots on the upper leaf surface in late spring, later with small tube-like structures underneath; leaves may fall early.',
    management: [
      'Spray a labelled fungicide (myclobutanil or another DMI) from pink bud until about a month after bloom when junipers nearby show orange galls.',
      'Remove galls from nearby eastern red cedar or juniper in late winter where practical.',
    ],
    prevention: ['Choose rust-resistant apple varieties.', 'Do not plant junipers and red cedars close to apple trees; the fungus needs both hosts.'],
    source: 'University of Minnesota Extension, "Cedar-apple rust" fact sheet',
  },
  Apple___healthy: healthy(
    'Apple',
    'Watch for olive spots (scab), orange spots (rust) and purple-edged spots (black rot) in wet springs.',
    ['Rake up fallen leaves in autumn and prune for an open canopy.', 'Prefer disease-resistant varieties when replanting.'],
    'University of Minnesota Extension, "Apple scab" and "Cedar-apple rust" fact sheets',
  ),
  'Corn_(maize)___Cercospora_leaf_spot Gray_leaf_spot': {
    crop: 'Corn',
    disease: 'Gray leaf spot (Cercospora leaf spot)',
    symptoms: 'Long, narrow, rectangular tan to grey lesions that run between the leaf veins, starting on lower leaves; lesions merge and kill whole leaves in warm, humid weather.',
    management: [
      'Scout before tasselling; a foliar fungicide (strobilurin, triazole or a mix) around tasselling to early silk pays most on susceptible hybrids with disease on the third leaf below the ear.',
    ],
    prevention: ['Grow hybrids with good gray leaf spot resistance.', 'Rotate away from corn for a year and bury or break down residue; the fungus survives on corn residue.'],
    source: 'Crop Protection Network, "Gray Leaf Spot of Corn"',
  },
  'Corn_(maize)___Common_rust_': {
    crop: 'Corn',
    disease: 'Common rust',
    symptoms: 'Small, oval, cinnamon-brown pustules on both leaf surfaces that release powdery rust-coloured spores when rubbed.',
    management: [
      'Usually no spray is needed on field corn; on susceptible hybrids or sweet corn with many pustules before tasselling, a labelled foliar fungicide protects the upper leaves.',
    ],
    prevention: ['Plant resistant hybrids; most field hybrids carry good resistance.', 'Plant early so the crop is past its most sensitive stages when spores blow in.'],
    source: 'Crop Protection Network, "Common Rust of Corn"',
  },
  'Corn_(maize)___Northern_Leaf_Blight': {
    crop: 'Corn',
    disease: 'Northern leaf blight',
    symptoms: 'Long, cigar-shaped grey-green to tan lesions, 2.5 to 15 cm long, starting on lower leaves and moving up in cool, wet weather.',
    management: ['Scout from a few weeks before tasselling; a foliar fungicide around tasselling to early silk helps when lesions are on the leaves below the ear and the weather stays wet.'],
    prevention: ['Grow resistant hybrids.', 'Rotate crops and manage residue; the fungus overwinters on corn debris.'],
    source: 'Crop Protection Network, "Northern Corn Leaf Blight"',
  },
  'Corn_(maize)___healthy': healthy(
    'Corn',
    'Check lower leaves for rectangular grey lesions (gray leaf spot), cigar-shaped lesions (northern leaf blight) and rust pustules.',
    ['Choose hybrids with resistance to the leaf diseases common in your area.', 'Rotate crops and manage residue.'],
    'Crop Protection Network, corn leaf disease fact sheets',
  ),
  Grape___Black_rot: {
    crop: 'Grape',
    disease: 'Black rot',
    symptoms: 'Round tan leaf spots with a dark border and tiny black dots inside; berries turn brown, then shrivel into hard black mummies.',
    management: [
      'Apply a labelled fungicide (mancozeb, captan, myclobutanil or a strobilurin) from early shoot growth until berries begin to colour, most of all around bloom.',
      'Remove mummified berries and infected canes while pruning.',
    ],
    prevention: ['Open the canopy by pruning and shoot positioning so leaves and clusters dry fast.', 'Clear mummies from the vine and the ground before bud break.'],
    source: 'Ohio State University Extension, "Black Rot of Grape" fact sheet',
  },
  'Grape___Esca_(Black_Measles)': {
    crop: 'Grape',
    disease: 'Esca (black measles)',
    symptoms: '"Tiger-stripe" leaves: yellow or red bands between the veins that dry to brown; dark spots on berries; the wood shows dark streaks. Vines may collapse in summer.',
    management: ['No cure once the wood is infected: mark affected vines, cut back to healthy wood or retrain from a new trunk, and remove the pruned wood.'],
    prevention: ['Prune in dry weather, late in the dormant season, and protect large pruning wounds with a labelled wound sealant or fungicide.', 'Avoid big cuts on old wood.'],
    source: 'UC IPM Pest Management Guidelines: Grape, "Esca (Black Measles)"',
  },
  'Grape___Leaf_blight_(Isariopsis_Leaf_Spot)': {
    crop: 'Grape',
    disease: 'Leaf blight (Isariopsis leaf spot)',
    symptoms: 'Irregular dark red-brown to black spots on older leaves, with greyish mould on the underside; spots join, leaves dry and fall early.',
    management: ['Remove badly spotted leaves and spray a labelled protectant fungicide (mancozeb or a copper product) when spots first appear in warm, humid weather.'],
    prevention: ['Keep the canopy open and avoid overhead irrigation.', 'Clear fallen leaves from the vineyard after harvest.'],
    source: 'TNAU Agritech Portal (Tamil Nadu Agricultural University), "Diseases of Grapes: Leaf blight"',
  },
  Grape___healthy: healthy(
    'Grape',
    'Look for tan spots with black dots (black rot) and striped yellow leaves (esca).',
    ['Prune for an open canopy and remove mummified berries before bud break.', 'Prune in dry weather to keep wood infections out.'],
    'Ohio State University Extension, "Black Rot of Grape"; UC IPM Grape guidelines',
  ),
  'Pepper,_bell___Bacterial_spot': {
    crop: 'Bell pepper',
    disease: 'Bacterial spot',
    symptoms: 'Small water-soaked leaf spots that turn brown with yellow halos; leaves yellow and drop; raised scab-like spots on fruit.',
    management: [
      'Copper sprays, alone or mixed with mancozeb, slow the spread in warm, wet weather; they do not cure infected leaves.',
      'Remove badly infected plants and do not work in the crop while the leaves are wet.',
    ],
    prevention: ['Use certified disease-free seed and transplants, and resistant varieties.', 'Rotate away from pepper and tomato for two to three years; water at the base, not overhead.'],
    source: 'Clemson Cooperative Extension (HGIC), "Bacterial Leaf Spot of Pepper"',
  },
  'Pepper,_bell___healthy': healthy(
    'Bell pepper',
    'Watch for small water-soaked spots with yellow halos (bacterial spot), most of all after storms.',
    ['Use disease-free seed and transplants.', 'Water at the base of the plants and rotate crops.'],
    'Clemson Cooperative Extension (HGIC), "Bacterial Leaf Spot of Pepper"',
  ),
  Potato___Early_blight: {
    crop: 'Potato',
    disease: 'Early blight',
    symptoms: 'Dark brown spots with concentric rings ("target" pattern), often with a yellow halo, first on older, lower leaves.',
    management: [
      'Spray a labelled protectant fungicide (chlorothalonil or mancozeb) when the first spots appear and repeat at the label interval in wet weather.',
      'Keep plants well fed: nitrogen-stressed plants blight faster.',
    ],
    prevention: ['Rotate away from potato and tomato for at least two years.', 'Destroy volunteer plants and infected vines after harvest.'],
    source: 'University of Minnesota Extension, "Early blight in tomato and potato"',
  },
  Potato___Late_blight: {
    crop: 'Potato',
    disease: 'Late blight',
    symptoms: 'Large, pale green to dark brown greasy-looking patches, often at leaf tips and edges, with white mould underneath in humid weather; it spreads very fast.',
    management: [
      'Act at once: remove and bag infected plants, and protect the rest with a labelled late-blight fungicide (for example chlorothalonil, mancozeb or copper) on a tight schedule.',
      'Kill the vines two to three weeks before harvest so tubers are not infected.',
    ],
    prevention: ['Plant certified seed potatoes and destroy cull piles and volunteers.', 'Tell neighbours and your extension office: late blight spreads on the wind between farms.'],
    source: 'Cornell University (Vegetable MD Online), "Late Blight of Potato and Tomato" fact sheet',
  },
  Potato___healthy: healthy(
    'Potato',
    'Check older leaves for target-like rings (early blight) and greasy dark patches (late blight) in wet weather.',
    ['Plant certified seed potatoes.', 'Rotate crops and remove volunteer potatoes.'],
    'University of Minnesota Extension, "Early blight in tomato and potato"',
  ),
  Strawberry___Leaf_scorch: {
    crop: 'Strawberry',
    disease: 'Leaf scorch',
    symptoms: 'Many small, irregular dark purple spots on the upper leaf surface without pale centres; spots merge and the leaf looks burnt and dries up.',
    management: ['Remove old infected leaves after harvest (renovation) and, where the disease was severe, apply a labelled fungicide (captan or a strobilurin) in spring.'],
    prevention: ['Plant disease-free nursery stock and resistant varieties.', 'Use drip irrigation, space plants for air flow and renew plantings every few years.'],
    source: 'NC State Extension, "Strawberry Leaf Scorch" (Strawberry Disease Fact Sheet)',
  },
  Strawberry___healthy: healthy(
    'Strawberry',
    'Look for purple spots that merge into scorched patches (leaf scorch).',
    ['Use disease-free plants and drip irrigation.', 'Renovate the bed after harvest.'],
    'NC State Extension, "Strawberry Leaf Scorch"',
  ),
  Tomato___Bacterial_spot: {
    crop: 'Tomato',
    disease: 'Bacterial spot',
    symptoms: 'Small, dark, greasy spots on leaves, sometimes with a yellow halo; leaves become ragged; small raised scabby spots on green fruit.',
    management: ['Copper plus mancozeb sprays slow spread in warm, rainy weather; remove badly infected plants and avoid handling wet plants.'],
    prevention: ['Start from clean seed and transplants.', 'Rotate for two to three years away from tomato and pepper; water at the base.'],
    source: 'UF/IFAS Extension, "Bacterial Spot of Tomato" fact sheet',
  },
  Tomato___Early_blight: {
    crop: 'Tomato',
    disease: 'Early blight',
    symptoms: 'Brown spots with concentric rings and yellow edges on older, lower leaves; lower leaves yellow and drop; dark lesions on stems.',
    management: [
      'Remove infected lower leaves and spray a labelled fungicide (chlorothalonil, mancozeb or copper) at first signs in wet weather.',
      'Mulch the soil so spores do not splash onto leaves.',
    ],
    prevention: ['Rotate away from tomato and potato for two to three years.', 'Stake plants, space them for air flow and water at the base.'],
    source: 'University of Minnesota Extension, "Early blight in tomato and potato"',
  },
  Tomato___Late_blight: {
    crop: 'Tomato',
    disease: 'Late blight',
    symptoms: 'Large, grey-green to brown greasy leaf patches with white mould beneath in humid weather; brown firm patches on fruit; plants can collapse within days.',
    management: ['Remove and bag infected plants at once; protect healthy plants with a labelled late-blight fungicide (chlorothalonil, mancozeb or copper).'],
    prevention: ['Do not plant tomatoes beside potatoes; destroy volunteer potatoes.', 'Choose late-blight-resistant varieties and keep foliage dry.'],
    source: 'Cornell University (Vegetable MD Online), "Late Blight of Potato and Tomato" fact sheet',
  },
  Tomato___Leaf_Mold: {
    crop: 'Tomato',
    disease: 'Leaf mould',
    symptoms: 'Pale green to yellow patches on the upper leaf surface with olive-green to greyish-purple velvety mould underneath; common in humid greenhouses and tunnels.',
    management: ['Lower humidity below about 85% by venting and heating; remove infected leaves; a labelled fungicide (chlorothalonil or copper) helps when started early.'],
    prevention: ['Grow resistant varieties.', 'Space and prune plants for air flow and water early in the day at the base.'],
    source: 'University of Minnesota Extension, "Leaf mold of tomato"',
  },
  Tomato___Septoria_leaf_spot: {
    crop: 'Tomato',
    disease: 'Septoria leaf spot',
    symptoms: 'Many small round spots with dark edges and grey-white centres holding tiny black dots, starting on lower leaves; leaves yellow and fall.',
    management: ['Pick off spotted lower leaves and spray a labelled fungicide (chlorothalonil, mancozeb or copper) at the label interval during wet weather.'],
    prevention: ['Rotate crops and clear tomato debris after harvest.', 'Mulch, stake and water at the base so spores do not splash up.'],
    source: 'University of Minnesota Extension, "Septoria leaf spot of tomato"',
  },
  'Tomato___Spider_mites Two-spotted_spider_mite': {
    crop: 'Tomato',
    disease: 'Two-spotted spider mite',
    symptoms: 'Fine pale speckling (stippling) on leaves that turn yellow-bronze; fine webbing and tiny moving mites on the underside in hot, dry weather.',
    management: [
      'Spray the undersides of leaves with a strong water jet, insecticidal soap or horticultural oil; repeat after a week.',
      'Avoid broad-spectrum insecticides that kill the predatory mites and insects that keep spider mites down.',
    ],
    prevention: ['Keep plants watered: drought-stressed plants suffer most.', 'Control weeds around the field where mites build up.'],
    source: 'UC IPM Pest Notes: "Spider Mites" (University of California)',
  },
  Tomato___Target_Spot: {
    crop: 'Tomato',
    disease: 'Target spot',
    symptoms: 'Brown leaf spots with faint concentric rings and a yellow margin, growing up to about 1 cm; leaves drop from the bottom of the plant up; sunken spots on fruit.',
    management: ['Remove lower infected leaves and spray a labelled fungicide (chlorothalonil, mancozeb or a strobilurin) in warm, humid weather.'],
    prevention: ['Prune and space plants for air flow; avoid overhead irrigation.', 'Rotate crops and destroy crop debris after harvest.'],
    source: 'UF/IFAS Extension, "Target Spot of Tomato" fact sheet',
  },
  Tomato___Tomato_Yellow_Leaf_Curl_Virus: {
    crop: 'Tomato',
    disease: 'Tomato yellow leaf curl virus',
    symptoms: 'New leaves are small, cupped upward and yellow at the edges; plants are stunted and bushy and set few fruit. Spread by whiteflies.',
    management: [
      'No cure: pull out and bag infected plants early to remove the virus source.',
      'Control whiteflies with reflective mulch, insect netting and labelled insecticides rotated by mode of action.',
    ],
    prevention: ['Plant resistant (Ty-gene) varieties and whitefly-free transplants.', 'Keep a tomato-free period between crops and clear weeds that host whiteflies.'],
    source: 'UF/IFAS Extension, "Tomato Yellow Leaf Curl Virus" fact sheet',
  },
  Tomato___Tomato_mosaic_virus: {
    crop: 'Tomato',
    disease: 'Tomato mosaic virus',
    symptoms: 'Light and dark green mottled (mosaic) leaves, sometimes curled or fern-like; plants stunted; uneven ripening of fruit.',
    management: ['No cure: remove infected plants, and wash hands and disinfect tools often; the virus spreads by touch.'],
    prevention: ['Use resistant varieties and clean or treated seed.', 'Do not use tobacco near plants and keep tools and stakes disinfected.'],
    source: 'Penn State Extension, "Tomato Mosaic Virus and Tobacco Mosaic Virus"',
  },
  Tomato___healthy: healthy(
    'Tomato',
    'Check lower leaves for spotting (early blight, Septoria), the undersides for mites and mould, and new growth for curling or mottling (viruses).',
    ['Rotate crops, stake and mulch plants, and water at the base.', 'Start from clean seed and transplants and disinfect tools.'],
    'University of Minnesota Extension, tomato disease fact sheets',
  ),
};

/** The advice in each language the screens speak, by model class (ADR 0051): the loader checks both cover every class. */
export const adviceByLanguage: Record<Language, Record<string, ClassAdvice>> = { en: adviceByClass, hi: hindiAdviceByClass };
