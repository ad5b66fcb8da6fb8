// The account's state as the browser gets it: display data from the catalogue, gone products left out.
import { stateOfView, toShoppingView, type ProductFacts } from "./shopping-view";

const duck: ProductFacts = { id: "duck", name: "Duck", images: ["/duck.svg", "/duck-2.svg"], price: 1000, finalPrice: 800, discount: 20 };
const suit: ProductFacts = { id: "suit", name: "Suit", images: ["/suit.svg"], price: 2000, finalPrice: 2000, discount: 0 };
const products = new Map([duck, suit].map((p) => [p.id, p]));

describe("toShoppingView", () => {
  it("gives each line the catalogue's name, image and prices, the chosen colour's image, and drops gone products", () => {
    const view = toShoppingView(
      { cart: [{ id: "duck", quantity: 2 }, { id: "gone", quantity: 1 }, { id: "suit", color: "pink", size: "0-3M", quantity: 1 }], wishlist: ["gone", "suit"] },
      products,
      (id, color) => (id === "suit" && color === "pink" ? "/suit-pink.svg" : undefined),
    );
    expect(view.cart).toEqual([
      { id: "duck", quantity: 2, name: "Duck", image: "/duck.svg", price: 1000, finalPrice: 800, discount: 20 },
      { id: "suit", color: "pink", size: "0-3M", quantity: 1, name: "Suit", image: "/suit-pink.svg", price: 2000, finalPrice: 2000, discount: 0 },
    ]);
    expect(view.wishlist).toEqual([{ id: "suit", name: "Suit", image: "/suit.svg" }]);
    expect(stateOfView(view)).toEqual({ cart: [{ id: "duck", quantity: 2 }, { id: "suit", color: "pink", size: "0-3M", quantity: 1 }], wishlist: ["suit"] });
  });

  it("a colour without its own image shows the product's first image", () => {
    expect(toShoppingView({ cart: [{ id: "suit", color: "red", size: "M", quantity: 1 }], wishlist: [] }, products).cart[0]?.image).toBe("/suit.svg");
  });

  it("a registry gift keeps its registry, there and back", () => {
    const registry = { slug: "emma-k3j", itemId: "item-1", title: "Emma’s registry" };
    const state = { cart: [{ id: "duck", quantity: 1 }, { id: "duck", quantity: 1, registry }], wishlist: [] };
    const view = toShoppingView(state, products);
    expect(view.cart[1]).toMatchObject({ name: "Duck", registry });
    expect(stateOfView(view)).toEqual(state);
  });
});
