"""Monster, villain, trap and encounter behaviour: the tactics language and its interpreter."""
